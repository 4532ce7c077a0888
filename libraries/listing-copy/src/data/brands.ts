/**
 * App, brand and platform names that must never go into a title, subtitle, keyword field, short
 * description or app name (App Review Guidelines 2.3.7 and 2.3.10; Google Play metadata policy),
 * and that are pointed out, by name, where the visitor's own text uses them.
 *
 * `common` marks names that are also ordinary English words ("Notion", "Zoom", "Line"): they are
 * refused as app names and as keywords only when written as the brand (capitalised in running
 * text), so "zoom in on a photo" is not reported as a competitor.
 *
 * Reviewed data: the shape and size are checked by test/data.test.ts.
 */
export interface BrandName {
  readonly name: string;
  readonly common?: true;
}

const plain = (names: string): BrandName[] => names.split('|').map((name) => ({ name: name.trim() }));
const common = (names: string): BrandName[] => names.split('|').map((name) => ({ name: name.trim(), common: true }));

export const BRAND_NAMES: readonly BrandName[] = [
  // Platforms, stores and the companies behind them.
  ...plain(
    'Apple|iPhone|iPad|iOS|iPadOS|macOS|watchOS|visionOS|Apple Watch|Siri|iCloud|FaceTime|iMessage|AirDrop|AirPods|App Store|' +
      'Google|Android|Google Play|Play Store|Gmail|YouTube|Chromebook|Wear OS|Google Maps|Google Drive|Google Docs|' +
      'Google Sheets|Google Photos|Google Fit|Google Pay|Google Meet|Google Translate|Bard|Microsoft|Windows|Xbox|Outlook|' +
      'OneDrive|OneNote|Microsoft Teams|Skype|Bing|LinkedIn|Amazon|Alexa|Kindle|Audible|Prime Video|AWS|Samsung|' +
      'Huawei|Xiaomi|OnePlus|Oppo|Sony|PlayStation|Nintendo|Switch Online|Facebook|Instagram|WhatsApp|Oculus|' +
      'Quest Pro|Garmin|Fitbit|Samsung Health|Apple Health|HealthKit|Health Connect|Strava|Peloton|Whoop|Oura|Suunto|Withings',
  ),
  // Social, messaging and media.
  ...plain(
    'TikTok|Snapchat|Snap Inc|SnapStreak|Pinterest|Reddit|Tumblr|Twitter|X Corp|Telegram|Viber|WeChat|Weibo|KakaoTalk|Discord|' +
      'Twitch|BeReal|Mastodon|Bluesky|Tinder|Grindr|OkCupid|Match.com|Badoo|Nextdoor|Quora|' +
      'Substack|Patreon|OnlyFans|Vimeo|Dailymotion|Netflix|Hulu|Disney+|Disney|HBO|HBO Max|Paramount+|Crunchyroll|Plex|' +
      'Spotify|Apple Music|SoundCloud|Shazam|Deezer|Tidal|Pandora|iHeartRadio|Audiomack|Bandcamp|Pocket Casts|Castbox|' +
      'CapCut|InShot|VSCO|Lightroom|Photoshop|Snapseed|PicsArt|Canva|Facetune|Prisma|Lensa|Remini|Adobe|' +
      'Final Cut|iMovie|GarageBand|Procreate|Instacart|Periscope|Musical.ly|Likee|Triller|Kwai|Lemon8|Zepeto|Roblox Studio',
  ),
  // Productivity, business and finance.
  ...plain(
    'Evernote|Todoist|TickTick|Trello|Asana|Monday.com|ClickUp|Airtable|Basecamp|Jira|Confluence|Atlassian|Dropbox|Box.com|' +
      'WeTransfer|Google Keep|Microsoft To Do|Any.do|Things 3|OmniFocus|Fantastical|Calendly|Doodle|Webex|GoToMeeting|' +
      'Miro|Figma|Sketch|Loom|Grammarly|DeepL|ChatGPT|OpenAI|Claude|Anthropic|Perplexity|Midjourney|DALL-E|Jasper|Otter.ai|' +
      'Notability|GoodNotes|Bear Notes|Obsidian|Roam Research|Craft Docs|Scrivener|Ulysses|1Password|LastPass|Bitwarden|Dashlane|' +
      'NordVPN|ExpressVPN|Surfshark|Proton|ProtonMail|Authy|DocuSign|Adobe Acrobat|CamScanner|Scanbot|Genius Scan|QuickBooks|' +
      'Xero|FreshBooks|Wave Accounting|Expensify|YNAB|You Need A Budget|PocketGuard|Rocket Money|Copilot Money|Monarch Money|' +
      'Personal Capital|PayPal|Venmo|Cash App|Zelle|Stripe|Shopify|Revolut|Monzo|N26|Klarna|Afterpay|' +
      'Robinhood|Coinbase|Binance|Kraken|eToro|Betterment|Wealthfront|Fidelity|Vanguard|Schwab|Salesforce|HubSpot|' +
      'Zendesk|Intercom|Mailchimp|Hootsuite|Gusto|ADP|Workday|When I Work|Jobber|Housecall Pro|' +
      'ServiceTitan|Toggl|Clockify|RescueTime|Blinkist',
  ),
  // Health, fitness, food and wellbeing.
  ...plain(
    'MyFitnessPal|Lose It|Noom|WW|WeightWatchers|Cronometer|Lifesum|Yazio|Fooducate|Headspace|Insight Timer|' +
      'Ten Percent Happier|BetterHelp|Talkspace|Cerebral|Teladoc|MDLIVE|Amwell|Doctor on Demand|CareNow|Zocdoc|GoodRx|' +
      'Babylon|Ada Health|K Health|Flo|Ovia|Natural Cycles|Sleep Cycle|SleepScore|Nike|Nike Run Club|' +
      'Nike Training Club|Adidas|Adidas Running|Runkeeper|MapMyRun|Under Armour|Zwift|Freeletics|Fitbod|JEFIT|' +
      'Hevy|Couch to 5K|Habitica|Loop Habit Tracker|HabitBull|Way of Life|Daylio|Reflectly|' +
      'Finch|Stoic|WaterMinder|Plant Nanny|Medisafe|MyTherapy|CareZone|Dexcom|Omnipod|Hims',
  ),
  // Education, kids and reference.
  ...plain(
    'Duolingo|Babbel|Busuu|Rosetta Stone|Memrise|Lingoda|italki|Preply|Cambly|HelloTalk|Tandem|Anki|Quizlet|Brainly|' +
      'Photomath|Mathway|Socratic|Khan Academy|Coursera|Udemy|edX|Skillshare|MasterClass|Lumosity|' +
      "Kahoot|Quizizz|ClassDojo|Google Classroom|Canvas LMS|Chegg|Course Hero|Byju|BYJU'S|" +
      'ABCmouse|Epic!|Toca Boca|PBS Kids|Sesame Street|Tynker|Mimo|SoloLearn|Codecademy|Wikipedia|Britannica|' +
      'Merriam-Webster|Dictionary.com|Google Lens|Speechify|Goodreads|Wattpad|Scribd|Storytel',
  ),
  // Games and game brands.
  ...plain(
    'Minecraft|Roblox|Fortnite|Candy Crush|Clash of Clans|Clash Royale|Pokémon|Pokémon GO|Angry Birds|Subway Surfers|' +
      'Temple Run|Among Us|PUBG|Call of Duty|Genshin Impact|Honkai|Wordle|Words With Friends|Wordscapes|Scrabble|Monopoly|UNO|' +
      'Tetris|Pac-Man|Sudoku.com|Lichess|Chess.com|Hearthstone|Brawl Stars|Hay Day|Township|Gardenscapes|Homescapes|Royal Match|' +
      'Fruit Ninja|Cut the Rope|Plants vs. Zombies|Geometry Dash|Stardew Valley|Animal Crossing|Mario|Super Mario|Zelda|' +
      'Sims|The Sims|FIFA|EA Sports|Madden|NBA 2K|Rovio|Supercell|Zynga|Niantic|Electronic Arts|Ubisoft|Activision|Blizzard|' +
      'Epic Games|Unreal Engine',
  ),
  // Travel, transport, shopping, food delivery and everyday services.
  ...plain(
    'Uber|Uber Eats|Lyft|Gojek|DiDi|Ola|Airbnb|Booking.com|Expedia|Hotels.com|Trivago|Kayak|Skyscanner|' +
      'Tripadvisor|Yelp|Waze|Citymapper|Moovit|Maps.me|AllTrails|Komoot|Google Earth|DoorDash|Grubhub|Postmates|Deliveroo|' +
      "Just Eat|Glovo|Swiggy|Zomato|HelloFresh|Blue Apron|Starbucks|McDonald's|Domino's|eBay|Etsy|Walmart|Costco|IKEA|" +
      'AliExpress|Alibaba|Temu|Shein|Zalando|ASOS|Vinted|Depop|Poshmark|Mercari|OfferUp|Craigslist|Facebook Marketplace|' +
      'Splitwise|Tricount|Zillow|Redfin|Trulia|Rightmove|Philips Hue|SmartThings|AirTag|Life360|Find My',
  ),
  // Names that are also ordinary words: refused as names and keywords, reported only when written as the brand.
  ...common(
    'Notion|Things|Bear|Clear|Day One|Signal|Line|Teams|Meet|Keep|Photos|Drive|Pages|Numbers|Keynote|Notes|Reminders|Wallet|' +
      'Fitness|Health|Mail|Maps|Music|News|Podcasts|Books|Files|Shortcuts|Freeform|Journal|Snap|Threads|Quest|Switch|Edge|' +
      'Word|Excel|Paint|Lens|Pay|Prime|Fire|Echo|Chime|Square|Cash|Wise|Bolt|Grab|Hopper|Transit|Ring|Nest|' +
      'Tile|Headway|Forest|Freedom|Streaks|Glow|Pillow|Balance|Calm|Peak|Elevate|Drops|Clue|Strong|Later|' +
      'Buffer|Harvest|Unity|Steam|Sonic|Zoom|Slack|Canvas|Box|Copilot|Gemini|' +
      'Blackboard|Grasshopper|King|Libby|Scratch|Seesaw|Wish|' +
      'Acorns|Bearable|Brilliant|Bumble|Caliber|Chrome|Clubhouse|Deputy|Empower|Fabulous|Galaxy|Hers|Hinge|Homebase|Kick|Medium|Messenger|Meta|Mint|Overcast|Peacock|Pixel|Polar|Premiere|Prodigy|Productive|Ro|Splice|Stash|Sweat|Target|Unfold|Vine',
  ),
];
