import { common, type BrandName } from './brand-name';

/**
 * Brands whose names are also ordinary English words or phrases ("Notion", "Clear", "Day One",
 * "Among Us", "Find My"). A name equal to one of them is refused; in running text they count only
 * where written as the brand: capitalised, mid-sentence (guard.ts). Without this, copy such as
 * "find my keys", "track your sleep cycle" or "indeed" would be reported as naming a competitor.
 */
export const ORDINARY_WORD_BRANDS: readonly BrandName[] = [
  // Apple's and other platforms' built-in apps, and apps named after a word.
  ...common(
    'Apple|Notion|Things|Bear|Clear|Day One|Signal|Line|Teams|Meet|Keep|Photos|Drive|Pages|Numbers|Keynote|Notes|' +
      'Reminders|Wallet|Fitness|Health|Mail|Maps|Music|News|Podcasts|Books|Files|Shortcuts|Freeform|Journal|Snap|' +
      'Threads|Quest|Switch|Edge|Word|Excel|Paint|Lens|Pay|Prime|Fire|Echo|Chime|Square|Cash|Wise|Bolt|Grab|Hopper|' +
      'Transit|Ring|Nest|Tile|Headway|Forest|Freedom|Streaks|Glow|Pillow|Balance|Calm|Peak|Elevate|Drops|Clue|Strong|' +
      'Later|Buffer|Harvest|Unity|Steam|Sonic|Zoom|Slack|Canvas|Box|Copilot|Gemini|Blackboard|Grasshopper|King|Libby|' +
      'Scratch|Seesaw|Wish|Acorns|Bearable|Brilliant|Bumble|Caliber|Chrome|Clubhouse|Deputy|Empower|Fabulous|Galaxy|' +
      'Hers|Hinge|Homebase|Kick|Medium|Messenger|Meta|Mint|Overcast|Peacock|Pixel|Polar|Premiere|Prodigy|Productive|Ro|' +
      'Splice|Stash|Sweat|Target|Unfold|Vine|Stoic|Finch|Tandem|Remind|Speak|Motion|Opal|Reflect|Agenda|Drafts|Front|' +
      'Linear|Shortcut|Height|Hive|Shine|Fig|Emma|Dave|Albert|Timely|Hours|Imprint|Kit|Automate|Alfred|Bartender|Over|' +
      'Path|Swarm|Whisper|Her|Lex|Tasty|Whisk|Abide|Glorify|Hallow|Dwell',
  ),
  // Phrases that are brands.
  ...common(
    'Among Us|One Medical|Hours Tracker|Scanner Pro|PDF Expert|Send Anywhere|Working Copy|Adventure Academy|' +
      'Ride with GPS|Free People|Rare Beauty|Four Seasons|Six Flags|Paperless Post|Ticket to Ride|Top Eleven|' +
      'Golf Battle|Block Blast|Coin Master|Last War|Last Shelter|State of Survival|Hero Wars|Into the Dead|' +
      'Little Nightmares|Control Game|Inside Game|Connections Game|Phase 10|Operation Game|Taboo Game|Pandemic Game|' +
      'Jackpot Party|Carb Manager|Zero Fasting|Glucose Buddy|Hydro Coach|Doctor on Demand|Eight Sleep|When I Work|' +
      'Standard Notes|Private Internet Access|Hotspot Shield|Files Go|Invoice Simple|Constant Contact|Buddy Budget|' +
      'Personal Capital|You Need A Budget|Compare the Market|Buy Me a Coffee|The Athletic|Simply Piano|Ultimate Guitar|' +
      'Rolling Stone|Rotten Tomatoes|TV Time|Red Hat|Magic Leap|Stack Overflow|Sublime Text|Best Western|Five Guys|' +
      'Jack in the Box|Blue Bottle|Mountain Dew|New Balance|The North Face|Canada Goose|Citizen Watch|Hot Wheels|' +
      'Native Instruments|Find My|Sleep Cycle|Lose It|Waking Up|Simple Habit|Simple Fasting|Way of Life|Night Sky|' +
      'Moon Calendar|Bible App|Daily Bread|Our Daily Bread|Baby Tracker|What to Expect|The Bump|Calm Sleep|Sleep Reset|' +
      'Daily Yoga|Down Dog|Seven Minute Workout|Round Health|One Drop|Plan to Eat|Eat This Much|Home Chef|Green Chef|' +
      'Too Good To Go|Instant Pot|Kitchen Stories|Couch to 5K|Natural Cycles|Natural Reader|Be My Eyes|Live Transcribe|' +
      'Final Cut|Pro Tools|Piano Academy|Relax Melodies|Plenty of Fish|Elite Singles|All 4|NOW TV|Smart Communications|' +
      'Boost Mobile|One UI|Settle Up|Word Connect|Spelling Bee|Heads Up!|Connect 4|Just Dance|Rock Band|Guitar Hero|' +
      'Piano Tiles|Far Cry|Just Cause|Call of Duty|Need for Speed|Real Racing|Hill Climb Racing|Street Fighter|' +
      'Football Manager|House of Fun|Second Life|Game Center|Monster Hunter|Like a Dragon|Dead Cells|Free Fire|' +
      'Pyramid Solitaire|Spider Solitaire|8 Ball Pool|Travel Town|On Running|See Tickets|The Knot|The Warehouse|' +
      'The Ordinary|Best Buy|Shop App|Smart Life|The Guardian|The Sun|The Times|The League|The Atlantic|' +
      'The Independent|The Verge|Financial Times|Test Prep|Dog Scanner',
  ),
  // Single words that are brands: apps, games, companies.
  ...common(
    'Max|Stan|Binge|Anchor|Pocket|Mojo|Minds|Gab|Hoop|Flock|Tagged|Peachy|Airbrush|Darkroom|Halide|Sketchbook|Tapas|' +
      'Scruff|Hornet|Hoopla|Shudder|Crackle|Downcast|Deadline|Variety|Polygon|Wired|Slate|Salon|Spectrum|Canon|Yarn|' +
      'Expo|Ionic|Glitch|Postman|Safari|Tome|Drift|Segment|Dice|Hired|Porch|Concur|Divvy|Nook|Calibre|Looker|Sentry|' +
      'Tableau|Bonsai|Rover|Indeed|Nationwide|Adjust|Capacities|Coda|Quip|Lightspeed|Superhuman|Parallels|Clockwise|' +
      'Doodle|Mural|Loom|Amplitude|Handshake|Thumbtack|Affirm|Anthem|Nutmeg|Moneybox|Tonal|Relive|Athan|Starfall|' +
      'Hopscotch|Originator|Homer|Epic!|ShutEye|SkyView|SayHi|Hertz|Thrifty|Sonder|Seamless|Gorillas|Overstock|GOAT|' +
      'Revolve|Chewy|Wag!|Freshly|Trifecta|Halo|Quake|Civilization|Battlefield|Warzone|Fallout|Minions|Hitman|' +
      'Uncharted|Splendor|Wingspan|Battleship|Boggle|Letterpress|Psych!|Threes!|Overwatch|Township|Dodge|Jeep|Jaguar|' +
      'Shell|Subway|Coke|Sprite|Crest|Downy|Kinder|Guess|Vans|Converse|Crocs|Puma|Boots|Otto|Coop|Countdown|Allegro|' +
      'Aeon|Marvel|Scholastic|Cumulus|Transformers|Brio|Fender|Rode|ING|NAB|FAB|Minted|Hitched|Punchbowl|Ibis|Aegean|' +
      'IndiGo|Super 8|Enki|Osmo|Mimo|Peak Brain|Quik|Centr|Olive Tree|Bard|Ironman|Kayak|Kindle|Nerf|Outlook|Periscope|' +
      'Rumble|Showtime|Stitcher|Stripe|Telegram|Tinder|Thunderbird|Tidal|Wrangler|Windows|Woot|Hotwire|Houseparty|' +
      'Vogue|Vroom|Webtoon|Tenor|Swatch|Scrabble|Polaroid|Postbox|Potbelly|Meetup|Gusto|Gnome|Fidelity|Fandango|Cava|' +
      'Cerebral|Cohost|Alphabet|Airmail|Blender|Billboard|Blizzard|Fossil|Flutter|Fuchsia|Huckleberry|Mastodon|' +
      'Obsidian|Proton|Snowflake|Valve|Prudential|Quicken|Yahoo|Yelp|Twitch|Snapdragon|Whimsical|Fantastical|Audible|' +
      'Blogger|Socratic|OverDrive|Monopoly|InterContinental|Chevron|Intel|Kraken|Cash App|Health Connect|Fulcrum|Gamma|' +
      'Matter|Shop|Sketch|Stardust|Tailwind|SAP|SEAT|GIMP|NGL|UNO|ANA|Tock',
  ),
  // Events and shows named with ordinary words, which a reader took a generated name for (set I,
  // bench/briefs/spent-2026-11-29c/reading-i.md: "Silver Chanter" is a piping competition; "Ready
  // Room" a Star Trek aftershow).
  ...common('Silver Chanter|Ready Room'),
];
