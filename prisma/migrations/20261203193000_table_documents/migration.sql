-- Issue 20: continuous table documents stored, versioned and published like maps. TableDoc is the latest version,
-- TableDocVersion keeps every saved version so table(id, version) reads one back. New tables only: no backfill.

-- CreateTable
CREATE TABLE "TableDoc" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "rulesetId" TEXT NOT NULL,
    "unit" TEXT NOT NULL,
    "schemaVersion" INTEGER NOT NULL,
    "document" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "publishedVersion" INTEGER,
    "publishedAt" TIMESTAMPTZ(3),
    "authorClientId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TableDoc_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TableDocVersion" (
    "tableId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "schemaVersion" INTEGER NOT NULL,
    "document" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TableDocVersion_pkey" PRIMARY KEY ("tableId","version")
);

-- CreateIndex
CREATE INDEX "TableDoc_rulesetId_idx" ON "TableDoc"("rulesetId");

-- CreateIndex
CREATE INDEX "TableDoc_authorClientId_idx" ON "TableDoc"("authorClientId");

-- AddForeignKey
ALTER TABLE "TableDoc" ADD CONSTRAINT "TableDoc_authorClientId_fkey" FOREIGN KEY ("authorClientId") REFERENCES "ApiClient"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TableDocVersion" ADD CONSTRAINT "TableDocVersion_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "TableDoc"("id") ON DELETE CASCADE ON UPDATE CASCADE;

