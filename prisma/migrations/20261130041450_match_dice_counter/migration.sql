-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "endReason" TEXT,
ADD COLUMN     "nextRoll" INTEGER NOT NULL DEFAULT 0;

