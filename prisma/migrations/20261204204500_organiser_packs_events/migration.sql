-- CreateTable
CREATE TABLE "PublishedPack" (
    "packId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "rulesetId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "document" JSONB NOT NULL,
    "rulings" JSONB NOT NULL,
    "hash" TEXT,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "ownerClientId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "PublishedPack_pkey" PRIMARY KEY ("packId","version")
);

-- CreateTable
CREATE TABLE "TournamentEvent" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "rulesetId" TEXT NOT NULL,
    "scenario" JSONB NOT NULL,
    "packId" TEXT NOT NULL,
    "packVersion" INTEGER NOT NULL,
    "packHash" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "rounds" INTEGER NOT NULL,
    "roundMinutes" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'registration',
    "currentRound" INTEGER NOT NULL DEFAULT 0,
    "organiserClientId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TournamentEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventEntrant" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "bot" BOOLEAN NOT NULL DEFAULT false,
    "clientId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EventEntrant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventPairing" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "tableNo" INTEGER NOT NULL,
    "entrantA" TEXT NOT NULL,
    "entrantB" TEXT,
    "matchId" TEXT,
    "overrideResult" JSONB,
    "overrideReason" TEXT,

    CONSTRAINT "EventPairing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventLogEntry" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "clientId" TEXT,
    "action" TEXT NOT NULL,
    "detail" JSONB NOT NULL,

    CONSTRAINT "EventLogEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PublishedPack_hash_key" ON "PublishedPack"("hash");

-- CreateIndex
CREATE INDEX "PublishedPack_rulesetId_idx" ON "PublishedPack"("rulesetId");

-- CreateIndex
CREATE UNIQUE INDEX "EventEntrant_eventId_name_key" ON "EventEntrant"("eventId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "EventPairing_matchId_key" ON "EventPairing"("matchId");

-- CreateIndex
CREATE UNIQUE INDEX "EventPairing_eventId_round_tableNo_key" ON "EventPairing"("eventId", "round", "tableNo");

-- CreateIndex
CREATE INDEX "EventLogEntry_eventId_at_idx" ON "EventLogEntry"("eventId", "at");

-- AddForeignKey
ALTER TABLE "EventEntrant" ADD CONSTRAINT "EventEntrant_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "TournamentEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventPairing" ADD CONSTRAINT "EventPairing_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "TournamentEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventLogEntry" ADD CONSTRAINT "EventLogEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "TournamentEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

