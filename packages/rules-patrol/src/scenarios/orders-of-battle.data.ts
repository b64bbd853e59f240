// Generated from digest patrol.md §11.4 (the printed OBs [27.1]-[27.8]); printed text kept beside each parsed cell.
// Cell order in `forces`: side 1 as Alpha, side 1 as Bravo, side 2 as Alpha, side 2 as Bravo; null = no force ("none", "—").
import type { OrderOfBattle } from "./order-of-battle";

/** All 41 orders of battle [27.0] as printed (force strings are parsed by parseForce). */
export const ORDERS_OF_BATTLE: readonly OrderOfBattle[] = [
 {
  "id": "27.11",
  "name": "Ypres",
  "date": "11 Oct. 1914",
  "mode": "open",
  "sides": [
   {
    "name": "British",
    "panic": 0,
    "preservation": 30
   },
   {
    "name": "German",
    "panic": 20,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "14BR | 14BR | 15BR | 15BR",
    "forces": [
     "14BR",
     "14BR",
     "15BR",
     "15BR"
    ]
   },
   "recon": {
    "printed": "10BR | 5BR 1MG 1PB | 11BR | 6BR 1MG 1PB",
    "forces": [
     "10BR",
     "5BR 1MG 1PB",
     "11BR",
     "6BR 1MG 1PB"
    ]
   },
   "raid": {
    "printed": "14BR | 6BR 1MG | 15BR | 7BR 1MG",
    "forces": [
     "14BR",
     "6BR 1MG",
     "15BR",
     "7BR 1MG"
    ]
   },
   "ambush": {
    "printed": "14BR | 8BR 1AR | 15BR | 10BR",
    "forces": [
     "14BR",
     "8BR 1AR",
     "15BR",
     "10BR"
    ]
   },
   "assault": {
    "printed": "15BR 5L(pl) | 7BR 1MG 1PB | 15BR 6M(pl) | 8BR 1MG 1PB",
    "forces": [
     "15BR 5L(pl)",
     "7BR 1MG 1PB",
     "15BR 6M(pl)",
     "8BR 1MG 1PB"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.12",
  "name": "Guise",
  "date": "28 Aug. 1914",
  "mode": "mixed",
  "sides": [
   {
    "name": "French",
    "panic": 30,
    "preservation": 30
   },
   {
    "name": "German",
    "panic": 20,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "13BR | 13BR | 15BR | 15BR",
    "forces": [
     "13BR",
     "13BR",
     "15BR",
     "15BR"
    ]
   },
   "recon": {
    "printed": "7BR | 5BR 1PB | 5BR | 4BR 1PB",
    "forces": [
     "7BR",
     "5BR 1PB",
     "5BR",
     "4BR 1PB"
    ]
   },
   "raid": {
    "printed": "13BR | 8BR | 15BR | 6BR",
    "forces": [
     "13BR",
     "8BR",
     "15BR",
     "6BR"
    ]
   },
   "ambush": {
    "printed": "13BR | 8BR | 15BR | 6BR",
    "forces": [
     "13BR",
     "8BR",
     "15BR",
     "6BR"
    ]
   },
   "assault": {
    "printed": "13BR 10L(pl) | 6BR 1AR 1PB | 15BR 6M(pl) | 5BR 1MG 1PB",
    "forces": [
     "13BR 10L(pl)",
     "6BR 1AR 1PB",
     "15BR 6M(pl)",
     "5BR 1MG 1PB"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.13",
  "name": "St. Julien",
  "date": "20 Jun 1918",
  "mode": "mixed",
  "sides": [
   {
    "name": "French",
    "panic": 20,
    "preservation": 20
   },
   {
    "name": "German",
    "panic": 40,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "7BR 1AR | 7BR 1AR | 15BR | 15BR",
    "forces": [
     "7BR 1AR",
     "7BR 1AR",
     "15BR",
     "15BR"
    ]
   },
   "recon": {
    "printed": "7BR 1AR | 4BR 1AR 1MG 1PB | 15BR | 5BR 1MG 1PB",
    "forces": [
     "7BR 1AR",
     "4BR 1AR 1MG 1PB",
     "15BR",
     "5BR 1MG 1PB"
    ]
   },
   "raid": {
    "printed": "7BR 1AR | 4BR 1AR | 15BR | 3BR 1MG",
    "forces": [
     "7BR 1AR",
     "4BR 1AR",
     "15BR",
     "3BR 1MG"
    ]
   },
   "ambush": {
    "printed": "7BR 1AR | 7BR 1AR | 15RF (printed w/o type; BR) | 5BR 1MG",
    "forces": [
     "7BR 1AR",
     "7BR 1AR",
     "15BR",
     "5BR 1MG"
    ]
   },
   "assault": {
    "printed": "14BR 2AR 1tank 10L(pl) | 7BR 1AR 1PB 5L(pl) 10BW | 15BR 8M(pl) | 7BR 1MG 1PB 4M(pl) 8BW",
    "forces": [
     "14BR 2AR 1tank 10L(pl)",
     "7BR 1AR 1PB 5L(pl) 10BW",
     "15BR 8M(pl)",
     "7BR 1MG 1PB 4M(pl) 8BW"
    ]
   }
  },
  "notes": [
   "The turret of the French tank may not traverse. It may only point straight ahead."
  ]
 },
 {
  "id": "27.14",
  "name": "Mogilev",
  "date": "22 Dec. 1914",
  "mode": "open",
  "sides": [
   {
    "name": "German",
    "panic": 20,
    "preservation": 30
   },
   {
    "name": "Russian",
    "panic": 30,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "15BR | 15BR | 15BR | 15BR",
    "forces": [
     "15BR",
     "15BR",
     "15BR",
     "15BR"
    ]
   },
   "recon": {
    "printed": "= Patrol force (+1PB for β)",
    "forces": [
     "15BR",
     "15BR 1PB",
     "15BR",
     "15BR 1PB"
    ]
   },
   "raid": {
    "printed": "= Patrol force",
    "forces": [
     "15BR",
     "15BR",
     "15BR",
     "15BR"
    ]
   },
   "ambush": {
    "printed": "= Patrol force",
    "forces": [
     "15BR",
     "15BR",
     "15BR",
     "15BR"
    ]
   },
   "assault": {
    "printed": "15BR 5M(pl) | 7BR 1MG 1PB | 15BR | 9BR 1MG 1PB",
    "forces": [
     "15BR 5M(pl)",
     "7BR 1MG 1PB",
     "15BR",
     "9BR 1MG 1PB"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.15",
  "name": "Rava Ruska",
  "date": "10 Sept. 1914",
  "mode": "open",
  "sides": [
   {
    "name": "Russian",
    "panic": 30,
    "preservation": 30
   },
   {
    "name": "Austro-Hun.",
    "panic": 30,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "15BR | 15BR | 15BR | 15BR",
    "forces": [
     "15BR",
     "15BR",
     "15BR",
     "15BR"
    ]
   },
   "recon": {
    "printed": "= Patrol force (+1PB for β)",
    "forces": [
     "15BR",
     "15BR 1PB",
     "15BR",
     "15BR 1PB"
    ]
   },
   "raid": {
    "printed": "= Patrol force",
    "forces": [
     "15BR",
     "15BR",
     "15BR",
     "15BR"
    ]
   },
   "ambush": {
    "printed": "= Patrol force",
    "forces": [
     "15BR",
     "15BR",
     "15BR",
     "15BR"
    ]
   },
   "assault": {
    "printed": "15BR | 9BR 1MG 0PB | 15BR | 10BR 0PB",
    "forces": [
     "15BR",
     "9BR 1MG 0PB",
     "15BR",
     "10BR 0PB"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.21",
  "name": "Tank Zam",
  "date": "9 March 1917",
  "mode": "closed",
  "sides": [
   {
    "name": "Mahrattas",
    "panic": 20,
    "preservation": 25
   },
   {
    "name": "Pathans",
    "panic": 40,
    "preservation": 15
   }
  ],
  "forces": {
   "patrol": {
    "printed": "12BR | 12BR | 18BR | 18BR",
    "forces": [
     "12BR",
     "12BR",
     "18BR",
     "18BR"
    ]
   },
   "recon": {
    "printed": "= Patrol force (+1PB for β)",
    "forces": [
     "12BR",
     "12BR 1PB",
     "18BR",
     "18BR 1PB"
    ]
   },
   "raid": {
    "printed": "= Patrol force",
    "forces": [
     "12BR",
     "12BR",
     "18BR",
     "18BR"
    ]
   },
   "ambush": {
    "printed": "= Patrol force",
    "forces": [
     "12BR",
     "12BR",
     "18BR",
     "18BR"
    ]
   },
   "assault": {
    "printed": "12BR 5L(pl) | 9BR 1MG 0PB | 18BR 1AR | 13BR 1PB",
    "forces": [
     "12BR 5L(pl)",
     "9BR 1MG 0PB",
     "18BR 1AR",
     "13BR 1PB"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.22",
  "name": "Pursuit Of The Faqir Of Ipi",
  "date": "19 May 1937",
  "mode": "mixed",
  "sides": [
   {
    "name": "Gurkhas",
    "panic": 10,
    "preservation": 40
   },
   {
    "name": "Pathans",
    "panic": 40,
    "preservation": 15
   }
  ],
  "forces": {
   "patrol": {
    "printed": "10BR 1MG | 10BR 1MG | 15BR 1AR | 15BR 1AR",
    "forces": [
     "10BR 1MG",
     "10BR 1MG",
     "15BR 1AR",
     "15BR 1AR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.23",
  "name": "Lake Onega-Murmansk",
  "date": "21 June 1919",
  "mode": "closed",
  "sides": [
   {
    "name": "British",
    "panic": 20,
    "preservation": 20
   },
   {
    "name": "Red Militia",
    "panic": 40,
    "preservation": 15
   }
  ],
  "forces": {
   "patrol": {
    "printed": "14BR 1AR | 14BR 1AR | 15BR | 15BR",
    "forces": [
     "14BR 1AR",
     "14BR 1AR",
     "15BR",
     "15BR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "14BR 1AR | 7BR 1AR 1MG 2PB | 15BR 2AR | 15BR 3PB",
    "forces": [
     "14BR 1AR",
     "7BR 1AR 1MG 2PB",
     "15BR 2AR",
     "15BR 3PB"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.24",
  "name": "Ekaterinberg",
  "date": "1919",
  "mode": "mixed",
  "sides": [
   {
    "name": "Czechs",
    "panic": 40,
    "preservation": 15
   },
   {
    "name": "Red Guards",
    "panic": 40,
    "preservation": 15
   }
  ],
  "forces": {
   "patrol": {
    "printed": "15BR | 15BR | 15BR | 15BR",
    "forces": [
     "15BR",
     "15BR",
     "15BR",
     "15BR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "15BR | 6BR 2MG 2PB | 15BR | 7BR 1AR 2PB",
    "forces": [
     "15BR",
     "6BR 2MG 2PB",
     "15BR",
     "7BR 1AR 2PB"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.25",
  "name": "Tsaritsyn",
  "date": "1919",
  "mode": "open",
  "sides": [
   {
    "name": "White Russian",
    "panic": 40,
    "preservation": 15
   },
   {
    "name": "Red Cossack",
    "panic": 30,
    "preservation": 15
   }
  ],
  "forces": {
   "patrol": {
    "printed": "15BR | 15BR (printed \"Alpha\" twice) | 15BR +15horse | 15BR +15horse",
    "forces": [
     "15BR",
     "15BR",
     "15BR +15horse",
     "15BR +15horse"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "15BR | 7BR 1MG 1AR 2PB | 15BR +15horse | 15BR",
    "forces": [
     "15BR",
     "7BR 1MG 1AR 2PB",
     "15BR +15horse",
     "15BR"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.26",
  "name": "Pacification Of The Riffs",
  "date": "1925",
  "mode": "closed",
  "sides": [
   {
    "name": "French",
    "panic": 10,
    "preservation": 30
   },
   {
    "name": "Riffs",
    "panic": 20,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "7BR 1AR | 7BR 1AR | 15BR | 15BR",
    "forces": [
     "7BR 1AR",
     "7BR 1AR",
     "15BR",
     "15BR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "none | 7BR 1AR 1PB | 15BR 1SC | none",
    "forces": [
     null,
     "7BR 1AR 1PB",
     "15BR 1SC",
     null
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.27",
  "name": "Guadalajara",
  "date": "1937",
  "mode": "mixed",
  "sides": [
   {
    "name": "Italians",
    "panic": 30,
    "preservation": 15
   },
   {
    "name": "Republicans",
    "panic": 40,
    "preservation": 20
   }
  ],
  "forces": {
   "patrol": {
    "printed": "16BR 2AR | 16BR 2AR | 11BR 1AR | 11BR 1AR",
    "forces": [
     "16BR 2AR",
     "16BR 2AR",
     "11BR 1AR",
     "11BR 1AR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "16BR 2AR 1tank 4L(pl) | — | — | 8BR 1AR 1MG 2PB 10BW 1SC",
    "forces": [
     "16BR 2AR 1tank 4L(pl)",
     null,
     null,
     "8BR 1AR 1MG 2PB 10BW 1SC"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.28",
  "name": "Salamanca",
  "date": "1937",
  "mode": "mixed",
  "sides": [
   {
    "name": "Nationalists",
    "panic": 40,
    "preservation": 20
   },
   {
    "name": "Anarchists",
    "panic": 50,
    "preservation": 15
   }
  ],
  "forces": {
   "patrol": {
    "printed": "11BR 1AR | 11BR 1AR | 9BR 1AR 3SC | 9BR 1AR 3SC",
    "forces": [
     "11BR 1AR",
     "11BR 1AR",
     "9BR 1AR 3SC",
     "9BR 1AR 3SC"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "11BR 1AR 1tank 1SC | 8BR 1MG 1PB | 12BR 10SC | 8BR 1AR 1PB 3SC",
    "forces": [
     "11BR 1AR 1tank 1SC",
     "8BR 1MG 1PB",
     "12BR 10SC",
     "8BR 1AR 1PB 3SC"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.29",
  "name": "Madrid",
  "date": "1937",
  "mode": "mixed",
  "sides": [
   {
    "name": "Nationalists",
    "panic": 30,
    "preservation": 20
   },
   {
    "name": "Republicans",
    "panic": 50,
    "preservation": 40
   }
  ],
  "forces": {
   "patrol": {
    "printed": "11BR 1AR | 11BR 1AR | 10BR 2AR | 10BR 2AR",
    "forces": [
     "11BR 1AR",
     "11BR 1AR",
     "10BR 2AR",
     "10BR 2AR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "11BR 1AR 1tank 1SC | 5BR 1AR 1PB 10BW | 16BR 1AR 2SC | 7BR 1AR 1PB 6BW 2SC",
    "forces": [
     "11BR 1AR 1tank 1SC",
     "5BR 1AR 1PB 10BW",
     "16BR 1AR 2SC",
     "7BR 1AR 1PB 6BW 2SC"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.31",
  "name": "El Alamein",
  "date": "1942",
  "mode": "open",
  "sides": [
   {
    "name": "British",
    "panic": 20,
    "preservation": 15,
    "printedPreservation": 115
   },
   {
    "name": "German",
    "panic": 0,
    "preservation": 15
   }
  ],
  "forces": {
   "patrol": {
    "printed": "8BR 1MP 1AR | 8BR 1MP 1AR | 8BR 1MP 1MG | 8BR 1MP 1MG",
    "forces": [
     "8BR 1MP 1AR",
     "8BR 1MP 1AR",
     "8BR 1MP 1MG",
     "8BR 1MP 1MG"
    ]
   },
   "recon": {
    "printed": "8BR 1MP 1AR | none | none | 3BR 1MP 1MG 1PB 2L(c)",
    "forces": [
     "8BR 1MP 1AR",
     null,
     null,
     "3BR 1MP 1MG 1PB 2L(c)"
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "8BR 1AR 1MP 1tank 2SC 6M(c) | — | — | 3BR 1MP 1MG 1RL 1PB 5BW 5mine 3L(c)",
    "forces": [
     "8BR 1AR 1MP 1tank 2SC 6M(c)",
     null,
     null,
     "3BR 1MP 1MG 1RL 1PB 5BW 5mine 3L(c)"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.32",
  "name": "Tunisia",
  "date": "1943",
  "mode": "closed",
  "sides": [
   {
    "name": "American",
    "panic": 40,
    "preservation": 15
   },
   {
    "name": "German",
    "panic": 10,
    "preservation": 20
   }
  ],
  "forces": {
   "patrol": {
    "printed": "10SR 1AR | 10SR 1AR | 6BR 1MP 1MG | 6BR 1MP 1MG",
    "forces": [
     "10SR 1AR",
     "10SR 1AR",
     "6BR 1MP 1MG",
     "6BR 1MP 1MG"
    ]
   },
   "recon": {
    "printed": "10SR 1AR | — | — | 3BR 1MP 1MG 1PB 1L(c)",
    "forces": [
     "10SR 1AR",
     null,
     null,
     "3BR 1MP 1MG 1PB 1L(c)"
    ]
   },
   "raid": {
    "printed": "— | 6SR 1AR | 3BR 3MP | —",
    "forces": [
     null,
     "6SR 1AR",
     "3BR 3MP",
     null
    ]
   },
   "ambush": {
    "printed": "10SR 1AR | — | — | 3BR 2MP",
    "forces": [
     "10SR 1AR",
     null,
     null,
     "3BR 2MP"
    ]
   },
   "assault": {
    "printed": "10SR 1AR 1RL/FT 1tank 8M(c) | — | — | 3BR 1MP 1MG 1RL 1PB 5BW 5mine 3L(c)",
    "forces": [
     "10SR 1AR 1RL/FT 1tank 8M(c)",
     null,
     null,
     "3BR 1MP 1MG 1RL 1PB 5BW 5mine 3L(c)"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.33",
  "name": "Salerno",
  "date": "3 Sept. 1943",
  "mode": "mixed",
  "sides": [
   {
    "name": "American",
    "panic": 10,
    "preservation": 20
   },
   {
    "name": "German",
    "panic": 10,
    "preservation": 20
   }
  ],
  "forces": {
   "patrol": {
    "printed": "10SR 2AR | 10SR 2AR | 4BR 2MP 3MG | 4BR 2MP 3MG",
    "forces": [
     "10SR 2AR",
     "10SR 2AR",
     "4BR 2MP 3MG",
     "4BR 2MP 3MG"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "— | 10SR 1AR 1RL 1PB 5M 1SH(c) | 6BR 2MP 3MG 1HT 3SC 8L(c) | —",
    "forces": [
     null,
     "10SR 1AR 1RL 1PB 5M 1SH(c)",
     "6BR 2MP 3MG 1HT 3SC 8L(c)",
     null
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.34",
  "name": "Rapido River",
  "date": "22 Jan. 1944",
  "mode": "mixed",
  "sides": [
   {
    "name": "American",
    "panic": 20,
    "preservation": 15
   },
   {
    "name": "German",
    "panic": 0,
    "preservation": 20
   }
  ],
  "forces": {
   "patrol": {
    "printed": "5SR 4MP 2AR 1MG | 5SR 4MP 2AR 1MG | 5AW 3MP 1MG | 5AW 3MP 1MG",
    "forces": [
     "5SR 4MP 2AR 1MG",
     "5SR 4MP 2AR 1MG",
     "5AW 3MP 1MG",
     "5AW 3MP 1MG"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "5SR 4MP 2AR 1MG | — | — | 2BR 2MP 1MG",
    "forces": [
     "5SR 4MP 2AR 1MG",
     null,
     null,
     "2BR 2MP 1MG"
    ]
   },
   "assault": {
    "printed": "5SR 4MP 2AR 1MG 1tank 2SC 6M(c) | — | — | 2BR 2MP 1AR 1MG 1RL 5mine 10L(c)",
    "forces": [
     "5SR 4MP 2AR 1MG 1tank 2SC 6M(c)",
     null,
     null,
     "2BR 2MP 1AR 1MG 1RL 5mine 10L(c)"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.35",
  "name": "Normandy",
  "date": "29 June 1944",
  "mode": "closed",
  "sides": [
   {
    "name": "Canadians",
    "panic": 20,
    "preservation": 20
   },
   {
    "name": "German",
    "panic": 20,
    "preservation": 20
   }
  ],
  "forces": {
   "patrol": {
    "printed": "5BR 4MP 1AR | 5BR 4MP 1AR | 4BR 2MP 3MG | 4BR 2MP 3MG",
    "forces": [
     "5BR 4MP 1AR",
     "5BR 4MP 1AR",
     "4BR 2MP 3MG",
     "4BR 2MP 3MG"
    ]
   },
   "recon": {
    "printed": "5BR 4MP 1AR | — | — | 2BR 2MP 1PB",
    "forces": [
     "5BR 4MP 1AR",
     null,
     null,
     "2BR 2MP 1PB"
    ]
   },
   "raid": {
    "printed": "— | 3BR 3MP 1AR | 6BR 3MP 6SC | —",
    "forces": [
     null,
     "3BR 3MP 1AR",
     "6BR 3MP 6SC",
     null
    ]
   },
   "ambush": {
    "printed": "5BR 4MP 1AR | — | — | 2BR 2MP 1MG 6mine",
    "forces": [
     "5BR 4MP 1AR",
     null,
     null,
     "2BR 2MP 1MG 6mine"
    ]
   },
   "assault": {
    "printed": "5BR 4MP 1RL/FT 1tank 5SC 10M(c) | — | — | 2BR 2MP 2MG 1RL 5PB 5mine 10L(c)",
    "forces": [
     "5BR 4MP 1RL/FT 1tank 5SC 10M(c)",
     null,
     null,
     "2BR 2MP 2MG 1RL 5PB 5mine 10L(c)"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.36",
  "name": "Bastogne",
  "date": "24 Dec. 1944",
  "mode": "closed",
  "sides": [
   {
    "name": "American",
    "panic": 10,
    "preservation": 20
   },
   {
    "name": "German",
    "panic": 20,
    "preservation": 20
   }
  ],
  "forces": {
   "patrol": {
    "printed": "10SR 2AR | 10SR 2AR | 8BR 1MP 1MG | 8BR 1MP 1MG",
    "forces": [
     "10SR 2AR",
     "10SR 2AR",
     "8BR 1MP 1MG",
     "8BR 1MP 1MG"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "— | 5SR 3AR | 8BR 1MP 1MG | —",
    "forces": [
     null,
     "5SR 3AR",
     "8BR 1MP 1MG",
     null
    ]
   },
   "assault": {
    "printed": "— | 6SR 2AR 1RL 2SC 6M(c) 3PB | 8BR 3MP 1MG 1RL 1tank 3SC 8L 4M(c) | —",
    "forces": [
     null,
     "6SR 2AR 1RL 2SC 6M(c) 3PB",
     "8BR 3MP 1MG 1RL 1tank 3SC 8L 4M(c)",
     null
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.37",
  "name": "Kesternich",
  "date": "13 Dec. 1944",
  "mode": "mixed",
  "sides": [
   {
    "name": "American",
    "panic": 20,
    "preservation": 15
   },
   {
    "name": "German",
    "panic": 40,
    "preservation": 15
   }
  ],
  "forces": {
   "patrol": {
    "printed": "5SR 4MP 2AR | 5SR 4MP 2AR | 3BR 5MP 2MG | 3BR 5MP 2MG",
    "forces": [
     "5SR 4MP 2AR",
     "5SR 4MP 2AR",
     "3BR 5MP 2MG",
     "3BR 5MP 2MG"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "8SR 1AR 3SC | — | — | 4BR 2MP 1MG",
    "forces": [
     "8SR 1AR 3SC",
     null,
     null,
     "4BR 2MP 1MG"
    ]
   },
   "assault": {
    "printed": "5SR 4MP 2AR 1MG 1RL/FT 15L(c) 3SC | — | — | 4BR 4MP 1MG 2PB 10BW 3L(c)",
    "forces": [
     "5SR 4MP 2AR 1MG 1RL/FT 15L(c) 3SC",
     null,
     null,
     "4BR 4MP 1MG 2PB 10BW 3L(c)"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.41",
  "name": "Luga River",
  "date": "20 July 1941",
  "mode": "mixed",
  "sides": [
   {
    "name": "German",
    "panic": 0,
    "preservation": 10
   },
   {
    "name": "Russian",
    "panic": 60,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "9BR 2MP | 9BR 2MP | 10BR 1MP 1AR | 10BR 1MP 1AR",
    "forces": [
     "9BR 2MP",
     "9BR 2MP",
     "10BR 1MP 1AR",
     "10BR 1MP 1AR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "9BR 2MP 2SC 1tank 5L 2SH(c) | — | — | 8BR 1MP 1AR 2PB 4SC",
    "forces": [
     "9BR 2MP 2SC 1tank 5L 2SH(c)",
     null,
     null,
     "8BR 1MP 1AR 2PB 4SC"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.42",
  "name": "Mius River",
  "date": "1942",
  "mode": "mixed",
  "sides": [
   {
    "name": "German",
    "panic": 0,
    "preservation": 15
   },
   {
    "name": "Russian",
    "panic": 50,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "10BR 1MP 1MG | 10BR 1MP 1MG | 10BR 1MP 1AR | 10BR 1MP 1AR",
    "forces": [
     "10BR 1MP 1MG",
     "10BR 1MP 1MG",
     "10BR 1MP 1AR",
     "10BR 1MP 1AR"
    ]
   },
   "recon": {
    "printed": "8BR 3MP | — | — | 10BR 1MP 1AR 1PB",
    "forces": [
     "8BR 3MP",
     null,
     null,
     "10BR 1MP 1AR 1PB"
    ]
   },
   "assault": {
    "printed": "8BR 1MP 1MG 1RL/FT 10M(c) | 6BR 1MG 1PB | 10BR 1AR 2SC | 10BR 1MG 1PB",
    "forces": [
     "8BR 1MP 1MG 1RL/FT 10M(c)",
     "6BR 1MG 1PB",
     "10BR 1AR 2SC",
     "10BR 1MG 1PB"
    ]
   },
   "raid": {
    "printed": "(no line)",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "(no line)",
    "forces": [
     null,
     null,
     null,
     null
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.43",
  "name": "Don River",
  "date": "19 Nov. 1942",
  "mode": "mixed",
  "sides": [
   {
    "name": "Germans",
    "panic": 10,
    "preservation": 40
   },
   {
    "name": "Russians",
    "panic": 30,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "9BR 2MP | 9BR 2MP | 6BR 3MP 1MG | 6BR 3MP 1MG",
    "forces": [
     "9BR 2MP",
     "9BR 2MP",
     "6BR 3MP 1MG",
     "6BR 3MP 1MG"
    ]
   },
   "recon": {
    "printed": "— | 9BR 2MP 2MG 1PB | 5BR 5MP 2AR | —",
    "forces": [
     null,
     "9BR 2MP 2MG 1PB",
     "5BR 5MP 2AR",
     null
    ]
   },
   "raid": {
    "printed": "— | 3BR 2MP 1MG | 6BR 3MP 1MG 3SC | —",
    "forces": [
     null,
     "3BR 2MP 1MG",
     "6BR 3MP 1MG 3SC",
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "— | 9BR 2MP 2MG 2RL 5PB 10mine | 15BR 5MP 2MG 1tank 20M(pl) | —",
    "forces": [
     null,
     "9BR 2MP 2MG 2RL 5PB 10mine",
     "15BR 5MP 2MG 1tank 20M(pl)",
     null
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.44",
  "name": "Donets River",
  "date": "3 Apr. 1943",
  "mode": "open",
  "sides": [
   {
    "name": "Germans",
    "panic": 10,
    "preservation": 25
   },
   {
    "name": "Russian",
    "panic": 20,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "4BR 2MP 1MG | 4BR 2MP 1MG | 1BR 5MP 2AR | 1BR 5MP 2AR",
    "forces": [
     "4BR 2MP 1MG",
     "4BR 2MP 1MG",
     "1BR 5MP 2AR",
     "1BR 5MP 2AR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "4BR 2MP 1MG 1HT 6H(c) | — | — | 1BR 5MP 1MG 1PB 1SC 5L(c)",
    "forces": [
     "4BR 2MP 1MG 1HT 6H(c)",
     null,
     null,
     "1BR 5MP 1MG 1PB 1SC 5L(c)"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.45",
  "name": "Oka River",
  "date": "8 Aug. 1943",
  "mode": "mixed",
  "sides": [
   {
    "name": "German",
    "panic": 20,
    "preservation": 20
   },
   {
    "name": "Russian",
    "panic": 30,
    "preservation": 20
   }
  ],
  "forces": {
   "patrol": {
    "printed": "6BR 3MP 1MG | 6BR 3MP 1MG | 6BR 3MP 1AR | 6BR 3MP 1AR",
    "forces": [
     "6BR 3MP 1MG",
     "6BR 3MP 1MG",
     "6BR 3MP 1AR",
     "6BR 3MP 1AR"
    ]
   },
   "recon": {
    "printed": "— | 2BR 2MP 1MG 1PB | 6BR 3MP 2AR | —",
    "forces": [
     null,
     "2BR 2MP 1MG 1PB",
     "6BR 3MP 2AR",
     null
    ]
   },
   "raid": {
    "printed": "— | 2BR 2MP 1MG 4L(c) | 6BR 3MP 2AR 1SC | —",
    "forces": [
     null,
     "2BR 2MP 1MG 4L(c)",
     "6BR 3MP 2AR 1SC",
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "— | 6BR 2MP 1MG 10mine 10BW 10L(c) 0PB | 15BR 5MP 2AR 2SC 10L(pl) | —",
    "forces": [
     null,
     "6BR 2MP 1MG 10mine 10BW 10L(c) 0PB",
     "15BR 5MP 2AR 2SC 10L(pl)",
     null
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.46",
  "name": "Berezina River",
  "date": "23 June 1944",
  "mode": "closed",
  "sides": [
   {
    "name": "German",
    "panic": 20,
    "preservation": 20
   },
   {
    "name": "Russian",
    "panic": 20,
    "preservation": 25
   }
  ],
  "forces": {
   "patrol": {
    "printed": "6BR 2MP 1MG | 6BR 2MP 1MG | 1BR 5MP 2AR | 1BR 5MP 2AR",
    "forces": [
     "6BR 2MP 1MG",
     "6BR 2MP 1MG",
     "1BR 5MP 2AR",
     "1BR 5MP 2AR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "— | 6BR 3MP 1MG 1RL 4PB 10mine 10L(c) | 12BR 5MP 2AR 2SC 1tank 1HT 15M(pl) | —",
    "forces": [
     null,
     "6BR 3MP 1MG 1RL 4PB 10mine 10L(c)",
     "12BR 5MP 2AR 2SC 1tank 1HT 15M(pl)",
     null
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.51",
  "name": "Khota Bharu",
  "date": "11 Dec. 1941",
  "mode": "closed",
  "sides": [
   {
    "name": "British",
    "panic": 30,
    "preservation": 10
   },
   {
    "name": "Japanese",
    "panic": 20,
    "preservation": 40
   }
  ],
  "forces": {
   "patrol": {
    "printed": "8BR 1MP 1AR | 8BR 1MP 1AR | 12BR 1AR | 12BR 1AR",
    "forces": [
     "8BR 1MP 1AR",
     "8BR 1MP 1AR",
     "12BR 1AR",
     "12BR 1AR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "6BR 1AR | — | — | 4BR 1AR",
    "forces": [
     "6BR 1AR",
     null,
     null,
     "4BR 1AR"
    ]
   },
   "assault": {
    "printed": "— | 8BR 1MP 1AR 1PB | 12BR 1AR 2SC 5L(pl) | —",
    "forces": [
     null,
     "8BR 1MP 1AR 1PB",
     "12BR 1AR 2SC 5L(pl)",
     null
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.52",
  "name": "Milne Bay",
  "date": "27 Aug. 1942",
  "mode": "mixed",
  "sides": [
   {
    "name": "Australian",
    "panic": 30,
    "preservation": 20
   },
   {
    "name": "Japanese",
    "panic": 20,
    "preservation": 40
   }
  ],
  "forces": {
   "patrol": {
    "printed": "7BR 2MP 1AR | 7BR 2MP 1AR | 13BR 1AR | 13BR 1AR",
    "forces": [
     "7BR 2MP 1AR",
     "7BR 2MP 1AR",
     "13BR 1AR",
     "13BR 1AR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "— | 4BR 1AR | 10BR | —",
    "forces": [
     null,
     "4BR 1AR",
     "10BR",
     null
    ]
   },
   "assault": {
    "printed": "7BR 2MP 1AR | — | — | 6BR 1AR 0PB",
    "forces": [
     "7BR 2MP 1AR",
     null,
     null,
     "6BR 1AR 0PB"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.53",
  "name": "Mt. Austen",
  "date": "Fall 1942",
  "mode": "closed",
  "sides": [
   {
    "name": "American",
    "panic": 10,
    "preservation": 15
   },
   {
    "name": "Japanese",
    "panic": 20,
    "preservation": 40
   }
  ],
  "forces": {
   "patrol": {
    "printed": "8BR 1AR | 8BR 1AR | 12BR 1AR | 12BR 1AR",
    "forces": [
     "8BR 1AR",
     "8BR 1AR",
     "12BR 1AR",
     "12BR 1AR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "— | 4BR | 3BR 1SC | —",
    "forces": [
     null,
     "4BR",
     "3BR 1SC",
     null
    ]
   },
   "ambush": {
    "printed": "8BR 1AR | 4BR 4MP 1AR | 12BR 1AR | 8BR 2AR",
    "forces": [
     "8BR 1AR",
     "4BR 4MP 1AR",
     "12BR 1AR",
     "8BR 2AR"
    ]
   },
   "assault": {
    "printed": "8BR 1AR 1SC 1tank | 8BR 1AR 1MG 30L(c) 10BW | 50BR 2AR | 6BR 1AR 1PB 6SC",
    "forces": [
     "8BR 1AR 1SC 1tank",
     "8BR 1AR 1MG 30L(c) 10BW",
     "50BR 2AR",
     "6BR 1AR 1PB 6SC"
    ]
   }
  },
  "notes": [
   "In the Assault Situation, Japanese Alpha Player begins with the 15 RF men in his counter mix. As each becomes incapacitated or killed, the Japanese Player reintroduces another up to 50) into the game through his entry mapedge. Japanese RF may never fall prone."
  ]
 },
 {
  "id": "27.54",
  "name": "Ormac Valley",
  "date": "15 Nov. 1944",
  "mode": "closed",
  "sides": [
   {
    "name": "American",
    "panic": 20,
    "preservation": 20
   },
   {
    "name": "Japanese",
    "panic": 20,
    "preservation": 40
   }
  ],
  "forces": {
   "patrol": {
    "printed": "5BR 4MP 2AR 1MG | 5BR 4MP 2AR 1MG | 12BR 1AR | 12BR 1AR",
    "forces": [
     "5BR 4MP 2AR 1MG",
     "5BR 4MP 2AR 1MG",
     "12BR 1AR",
     "12BR 1AR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "5SR 4MP 2AR 1MG | — | — | 12BR 1AR",
    "forces": [
     "5SR 4MP 2AR 1MG",
     null,
     null,
     "12BR 1AR"
    ]
   },
   "assault": {
    "printed": "5SR 4MP 2AR 2RL 4SC | — | — | 6BR 1AR 3PB",
    "forces": [
     "5SR 4MP 2AR 2RL 4SC",
     null,
     null,
     "6BR 1AR 3PB"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.55",
  "name": "Okinawa",
  "date": "15 Mar. 1945",
  "mode": "mixed",
  "sides": [
   {
    "name": "American",
    "panic": 20,
    "preservation": 20
   },
   {
    "name": "Japanese",
    "panic": 20,
    "preservation": 40
   }
  ],
  "forces": {
   "patrol": {
    "printed": "9SR 3AR | 9SR 3AR | 12BR 1AR | 12BR 1AR",
    "forces": [
     "9SR 3AR",
     "9SR 3AR",
     "12BR 1AR",
     "12BR 1AR"
    ]
   },
   "recon": {
    "printed": "9SR 3AR | — | — | 5BR 1AR 1PB",
    "forces": [
     "9SR 3AR",
     null,
     null,
     "5BR 1AR 1PB"
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "9SR 3AR 1RL/FT 1tank 3H(c) 4SC | — | — | 6BR 1AR 5PB 5mine 5L(c) 2SC",
    "forces": [
     "9SR 3AR 1RL/FT 1tank 3H(c) 4SC",
     null,
     null,
     "6BR 1AR 5PB 5mine 5L(c) 2SC"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.61",
  "name": "Heartbreak Ridge",
  "date": "1951",
  "mode": "open",
  "sides": [
   {
    "name": "American",
    "panic": 20,
    "preservation": 20
   },
   {
    "name": "ChiCom PLA",
    "panic": 10,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "10SR 1AR | 10SR 1AR | 5BR 4MP | 5BR 4MP",
    "forces": [
     "10SR 1AR",
     "10SR 1AR",
     "5BR 4MP",
     "5BR 4MP"
    ]
   },
   "recon": {
    "printed": "printed \"none\", then \"Same as Patrol Situation. (Recon Bravo receives 1 pillbox.)\" — contradictory",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "printed \"none\", then \"Same as Patrol Situation. (Recon Bravo receives 1 pillbox.)\" — contradictory",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "10SR 1AR | — | — | 3BR 3MP",
    "forces": [
     "10SR 1AR",
     null,
     null,
     "3BR 3MP"
    ]
   },
   "assault": {
    "printed": "15SR 2AR 2RL 2SC 5H(c) | 6SR 2AR 1MG 3PB 10L(c) | 15BR 5MP 1AR 3SC | 6BR 3MP 1MG 3PB",
    "forces": [
     "15SR 2AR 2RL 2SC 5H(c)",
     "6SR 2AR 1MG 3PB 10L(c)",
     "15BR 5MP 1AR 3SC",
     "6BR 3MP 1MG 3PB"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.62",
  "name": "Pork Chop Hill",
  "date": "11 June 1953",
  "mode": "closed",
  "sides": [
   {
    "name": "American",
    "panic": 20,
    "preservation": 15
   },
   {
    "name": "ChiCom PLA",
    "panic": 20,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "10SR 1AR | 10SR 1AR | 5BR 4MP | 5BR 4MP",
    "forces": [
     "10SR 1AR",
     "10SR 1AR",
     "5BR 4MP",
     "5BR 4MP"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "10SR 1AR 1RL | 5SR 1AR 1PB | 5BR 4MP 1FT | 3BR 1MP 1MG 1PB",
    "forces": [
     "10SR 1AR 1RL",
     "5SR 1AR 1PB",
     "5BR 4MP 1FT",
     "3BR 1MP 1MG 1PB"
    ]
   }
  },
  "notes": [
   "In the Assault Situation, both Players each may use twenty-five rounds of medium arty. (called). If arty. is used each Player may reinforce freely from his counter mix. (Bravo Player should pick a chit for an entry edge.) Ignore Preservation Effects (General and Specific)."
  ]
 },
 {
  "id": "27.71",
  "name": "Mekong Delta",
  "date": "1968",
  "mode": "closed",
  "sides": [
   {
    "name": "American",
    "panic": 30,
    "preservation": 15
   },
   {
    "name": "Viet Cong",
    "panic": 20,
    "preservation": 20
   }
  ],
  "forces": {
   "patrol": {
    "printed": "8AW 2GL 10L(c) | 8AW 2GL 10L(c) | 8SR 3MP 1AR | 8SR 3MP 1AR",
    "forces": [
     "8AW 2GL 10L(c)",
     "8AW 2GL 10L(c)",
     "8SR 3MP 1AR",
     "8SR 3MP 1AR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "— | 8AW 2GL 30L(c) | 11SR 5MP 1AR 6SC | —",
    "forces": [
     null,
     "8AW 2GL 30L(c)",
     "11SR 5MP 1AR 6SC",
     null
    ]
   },
   "ambush": {
    "printed": "8AW 2GL | — | — | 5SR 2MP",
    "forces": [
     "8AW 2GL",
     null,
     null,
     "5SR 2MP"
    ]
   },
   "assault": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.72",
  "name": "Quang Tri",
  "date": "1968",
  "mode": "mixed",
  "sides": [
   {
    "name": "American",
    "panic": 30,
    "preservation": 15
   },
   {
    "name": "NVA",
    "panic": 10,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "8AW 2GL 20M(c) | 8AW 2GL 20M(c) | 12AW | 12AW",
    "forces": [
     "8AW 2GL 20M(c)",
     "8AW 2GL 20M(c)",
     "12AW",
     "12AW"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "= Patrol force",
    "forces": [
     "8AW 2GL 20M(c)",
     "8AW 2GL 20M(c)",
     "12AW",
     "12AW"
    ]
   },
   "ambush": {
    "printed": "— | 5AW 1GL 1CLY | 12AW | —",
    "forces": [
     null,
     "5AW 1GL 1CLY",
     "12AW",
     null
    ]
   },
   "assault": {
    "printed": "8AW 2GL 1APC 20M(c) | 5AW 1GL 2PB 3CLY | 12AW 2RL 1SC | 6AW 3MG 3PB 1SC",
    "forces": [
     "8AW 2GL 1APC 20M(c)",
     "5AW 1GL 2PB 3CLY",
     "12AW 2RL 1SC",
     "6AW 3MG 3PB 1SC"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.73",
  "name": "An Loc",
  "date": "1972",
  "mode": "closed",
  "sides": [
   {
    "name": "ARVN",
    "panic": 40,
    "preservation": 10
   },
   {
    "name": "NVA",
    "panic": 10,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "8AW 2GL 1APC | 8AW 2GL 1APC | 12AW 1RL | 12AW 1RL",
    "forces": [
     "8AW 2GL 1APC",
     "8AW 2GL 1APC",
     "12AW 1RL",
     "12AW 1RL"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "— | 8AW 2GL 2RL 5PB 10L(c) | 12AW 1RL 1tank 5M(c) | —",
    "forces": [
     null,
     "8AW 2GL 2RL 5PB 10L(c)",
     "12AW 1RL 1tank 5M(c)",
     null
    ]
   }
  },
  "notes": [
   "In the Patrol Situation, the ARVN troops must ride around in and on their APC until contact is made."
  ]
 },
 {
  "id": "27.81",
  "name": "Amur River",
  "date": "1975",
  "mode": "closed",
  "sides": [
   {
    "name": "Russian",
    "panic": 20,
    "preservation": 20
   },
   {
    "name": "ChiCom PLA",
    "panic": 30,
    "preservation": 30
   }
  ],
  "forces": {
   "patrol": {
    "printed": "8AW 1MG | 8AW 1MG | 9AW | 9AW",
    "forces": [
     "8AW 1MG",
     "8AW 1MG",
     "9AW",
     "9AW"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "8AW 1MG | 4AW | 9AW | 5AW",
    "forces": [
     "8AW 1MG",
     "4AW",
     "9AW",
     "5AW"
    ]
   },
   "assault": {
    "printed": "8AW 1MG 1RL 1tank 5M(c) | — | — | 5AW 2RL 5PB 5mine",
    "forces": [
     "8AW 1MG 1RL 1tank 5M(c)",
     null,
     null,
     "5AW 2RL 5PB 5mine"
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.82",
  "name": "Ha-Erh-Pin",
  "date": "1975",
  "mode": "mixed",
  "sides": [
   {
    "name": "Russian",
    "panic": 20,
    "preservation": 20
   },
   {
    "name": "Chinese Militia",
    "panic": 40,
    "preservation": 40
   }
  ],
  "forces": {
   "patrol": {
    "printed": "8AW 1MG | 8AW 1MG | 9BR | 9BR",
    "forces": [
     "8AW 1MG",
     "8AW 1MG",
     "9BR",
     "9BR"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "— | 8AW 1MG | 50BR 1GL | —",
    "forces": [
     null,
     "8AW 1MG",
     "50BR 1GL",
     null
    ]
   }
  },
  "notes": [
   "Use the same Assault Situation technique as outlined in (27.53)."
  ]
 },
 {
  "id": "27.83",
  "name": "Etchells",
  "date": "1976",
  "mode": "mixed",
  "sides": [
   {
    "name": "American",
    "panic": 30,
    "preservation": 15
   },
   {
    "name": "Russian",
    "panic": 30,
    "preservation": 20
   }
  ],
  "forces": {
   "patrol": {
    "printed": "10AW | 10AW | 8AW 1MG | 8AW 1MG",
    "forces": [
     "10AW",
     "10AW",
     "8AW 1MG",
     "8AW 1MG"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "— | 5AW 5CLY | 8AW 1MG | —",
    "forces": [
     null,
     "5AW 5CLY",
     "8AW 1MG",
     null
    ]
   },
   "assault": {
    "printed": "— | 5AW 1MG 1RL 1PB | 8AW 1MG 1tank | —",
    "forces": [
     null,
     "5AW 1MG 1RL 1PB",
     "8AW 1MG 1tank",
     null
    ]
   }
  },
  "notes": []
 },
 {
  "id": "27.84",
  "name": "Baden-Ees",
  "date": "1976",
  "mode": "mixed",
  "sides": [
   {
    "name": "W. Germans",
    "panic": 20,
    "preservation": 20
   },
   {
    "name": "Russians",
    "panic": 30,
    "preservation": 20
   }
  ],
  "forces": {
   "patrol": {
    "printed": "7AW 2MG 2RL | 7AW 2MG 2RL | 8AW 1MG | 8AW 1MG",
    "forces": [
     "7AW 2MG 2RL",
     "7AW 2MG 2RL",
     "8AW 1MG",
     "8AW 1MG"
    ]
   },
   "recon": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "raid": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "ambush": {
    "printed": "none",
    "forces": [
     null,
     null,
     null,
     null
    ]
   },
   "assault": {
    "printed": "7AW 2MG 2RL 1APC | 4AW 1MG 1RL 3PB | 8AW 1MG 1tank | 5AW 2RL 1PB",
    "forces": [
     "7AW 2MG 2RL 1APC",
     "4AW 1MG 1RL 3PB",
     "8AW 1MG 1tank",
     "5AW 2RL 1PB"
    ]
   }
  },
  "notes": []
 }
];
