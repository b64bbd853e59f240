-- Issue 27: maps and scenarios keep every saved version (MapDocVersion, ScenarioVersion) and are deleted softly
-- (deletedAt), and a scenario pins the map version it plays (mapVersion). The stored rows become their first kept version.

-- AlterTable
ALTER TABLE "MapDoc" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "Scenario" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3),
ADD COLUMN     "mapVersion" INTEGER;

-- CreateTable
CREATE TABLE "MapDocVersion" (
    "mapId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "schemaVersion" INTEGER NOT NULL,
    "document" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MapDocVersion_pkey" PRIMARY KEY ("mapId","version")
);

-- CreateTable
CREATE TABLE "ScenarioVersion" (
    "scenarioId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "mapId" TEXT,
    "mapVersion" INTEGER,
    "document" JSONB NOT NULL,
    "rulingsPackHash" TEXT,
    "victoryConditions" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScenarioVersion_pkey" PRIMARY KEY ("scenarioId","version")
);

-- AddForeignKey
ALTER TABLE "MapDocVersion" ADD CONSTRAINT "MapDocVersion_mapId_fkey" FOREIGN KEY ("mapId") REFERENCES "MapDoc"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScenarioVersion" ADD CONSTRAINT "ScenarioVersion_scenarioId_fkey" FOREIGN KEY ("scenarioId") REFERENCES "Scenario"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Backfill: each stored map and scenario keeps its current content as a version.
INSERT INTO "MapDocVersion" ("mapId", "version", "name", "schemaVersion", "document", "createdAt")
SELECT "id", "version", "name", "schemaVersion", "document", "updatedAt" FROM "MapDoc";

INSERT INTO "ScenarioVersion" ("scenarioId", "version", "name", "mapId", "document", "rulingsPackHash", "victoryConditions", "createdAt")
SELECT "id", "version", "name", "mapId", "document", "rulingsPackHash", "victoryConditions", "updatedAt" FROM "Scenario";
