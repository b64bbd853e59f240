-- Issue 19 sides above seats: a seat may be left to a bot at creation (joinMatch never claims it, the ai-turn path
-- plays it), and one player resigning in a match with sides marks the seat instead of ending the match.

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "bot" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "resignedAt" TIMESTAMPTZ(3);
