-- Issue 18 lobby: matches(filter: { mine }) finds the matches whose seat the caller's API client claimed (joinMatch
-- stamps the client), and pages the lobby newest first by (createdAt, id). Seats claimed before this column stay
-- null: their matches are still found by their creator.

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "claimedByClientId" TEXT;

-- CreateIndex
CREATE INDEX "Match_createdAt_id_idx" ON "Match"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Seat_claimedByClientId_idx" ON "Seat"("claimedByClientId");

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_claimedByClientId_fkey" FOREIGN KEY ("claimedByClientId") REFERENCES "ApiClient"("id") ON DELETE SET NULL ON UPDATE CASCADE;

