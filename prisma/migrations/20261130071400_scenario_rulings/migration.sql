-- Scenarios keep the rulings pack they are played with (by hash, createMatch uses it when it names none)
-- and their stated victory conditions (issue #9: forces, set-up, turn limit, victory, options, rulings pack).

-- AlterTable
ALTER TABLE "Scenario" ADD COLUMN     "rulingsPackHash" TEXT,
ADD COLUMN     "victoryConditions" JSONB NOT NULL DEFAULT '[]';

-- CreateIndex
CREATE INDEX "Scenario_rulingsPackHash_idx" ON "Scenario"("rulingsPackHash");

-- AddForeignKey
ALTER TABLE "Scenario" ADD CONSTRAINT "Scenario_rulingsPackHash_fkey" FOREIGN KEY ("rulingsPackHash") REFERENCES "RulingsPack"("hash") ON DELETE RESTRICT ON UPDATE CASCADE;

