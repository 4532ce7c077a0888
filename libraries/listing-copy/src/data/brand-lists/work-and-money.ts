import { plain, type BrandName } from './brand-name';

/** Productivity, business, developer, AI and finance apps. */
export const WORK_AND_MONEY: readonly BrandName[] = [
  ...plain(
    'Evernote|Todoist|TickTick|Trello|Asana|Monday.com|ClickUp|Airtable|Basecamp|Jira|Confluence|Atlassian|' +
      'WeTransfer|Google Keep|Microsoft To Do|Wunderlist|Any.do|Things 3|OmniFocus|OmniGraffle|OmniOutliner|Cardhop|' +
      'Calendly|Webex|GoToMeeting|BlueJeans|RingCentral|Dialpad|Aircall|Miro|Figma|FigJam|Grammarly|Hemingway Editor|' +
      'ProWritingAid|QuillBot|Wordtune|DeepL|ChatGPT|OpenAI|Claude AI|Anthropic|Perplexity|Microsoft Copilot|' +
      'GitHub Copilot|Character.AI|Replika|Poe|Pi AI|Jasper AI|Copy.ai|Writesonic|Otter.ai|Fireflies.ai|Rev.com|' +
      'Descript|Notability|GoodNotes|Noteshelf|Nebo|Bear Notes|Roam Research|Logseq|Craft Docs|Scrivener|Ulysses|' +
      'iA Writer|Simplenote|Joplin|Zoho|Zoho Notebook|Notion Calendar|Cron Calendar|Sunsama|Akiflow|Reclaim.ai|' +
      'Spark Mail|Newton Mail|Hey Email|Proton Mail|Proton VPN|Tutanota|Fastmail|Yahoo Mail|Zoho Mail|BlueMail|' +
      'Edison Mail|Canary Mail|Mailbird|1Password|LastPass|Bitwarden|Dashlane|Keeper Security|NordPass|RoboForm|Enpass|' +
      'KeePass|NordVPN|ExpressVPN|Surfshark|CyberGhost|TunnelBear|Windscribe|Mullvad|IPVanish|Atlas VPN|Authy|' +
      'Google Authenticator|Microsoft Authenticator|Duo Mobile|DocuSign|HelloSign|Dropbox Sign|PandaDoc|Adobe Acrobat|' +
      'Adobe Scan|Adobe Reader|Foxit|PDFelement|Smallpdf|iLovePDF|CamScanner|Scanbot|Genius Scan|Microsoft Lens|' +
      'Office Lens|TurboScan|Evernote Scannable|Readdle|Documents by Readdle|Files by Google|ES File Explorer|' +
      'Solid Explorer|CCleaner|Clean Master|Shareit|Xender|Snapdrop|Pushbullet|IFTTT|Zapier|Make.com|Integromat|Tasker|' +
      'MacroDroid|Raycast|CleanMyMac|Setapp|TeamViewer|AnyDesk|Chrome Remote Desktop|Splashtop|LogMeIn|Jump Desktop|' +
      'Termius|Blink Shell|Textastic|Pythonista|Swift Playgrounds|Scriptable|Toggl|Toggl Track|Clockify|RescueTime|' +
      'Focusmate|ScreenZen|Blinkist|Shortform|getAbstract|Instaread|Readwise Reader|Kobo|Rakuten Kobo|Barnes & Noble|' +
      'Scribd|Everand|Audible Plus|Audiobooks.com|Libro.fm|Chirp Audiobooks|Storytel|BookBeat|Nextory|Wattpad|Inkitt|' +
      'Dreame|GoodNovel|Radish Fiction|Galatea|Kindle Unlimited|Google Play Books|Marvin Reader|KOReader|Moon+ Reader|' +
      'ReadEra|FBReader|Lithium Reader',
  ),
  ...plain(
    'Slack Technologies|Microsoft Teams Essentials|Zoom Workplace|Workplace from Meta|Google Workspace|G Suite|' +
      'Lark Suite|Feishu|DingTalk|WeCom|Pipedrive|HubSpot|Zendesk|Freshdesk|Freshworks|Intercom|Help Scout|Mailchimp|' +
      'Klaviyo|SendinBlue|Brevo|ConvertKit|Kit Email|ActiveCampaign|Hootsuite|Sprout Social|Later.com|Planoly|' +
      'Beacons.ai|ADP|Paychex|Paylocity|BambooHR|Rippling|Deel|Remote.com|Workday|UKG|Kronos|Sling Scheduling|7shifts|' +
      'Connecteam|Jobber|Housecall Pro|ServiceTitan|FieldEdge|Tradify|simPRO|Procore|Buildertrend|PlanGrid|Fieldwire|' +
      'CoConstruct|SafetyCulture|iAuditor|GoCanvas|Square Appointments|Vagaro|Booksy|Fresha|Acuity Scheduling|Setmore|' +
      'SimplyBook.me|Schedulicity|StyleSeat|Glossgenius|Toast POS|Clover POS|Shopify POS|Square POS|SumUp|Zettle|' +
      'iZettle|Revel Systems|TouchBistro|Loyverse|QuickBooks|Intuit|TurboTax|Credit Karma|Mint Intuit|Xero|FreshBooks|' +
      'Wave Accounting|Zoho Books|Sage Accounting|MYOB|NetSuite|Bill.com|Expensify|Ramp Card|Brex|Emburse|SAP Concur|' +
      'Navan|TripActions|Egencia|Certify Expense|Dext|Receipt Bank|Hubdoc|Veryfi|Shoeboxed|Invoice2go|Zoho Invoice|' +
      "HoneyBook|Dubsado|17hats|Upwork|Fiverr|Freelancer.com|Toptal|99designs|TaskRabbit|Angi|Angie's List|HomeAdvisor|" +
      'Houzz|Bark.com|Care.com|Sittercity|UrbanSitter|Wag Walking|Glassdoor|ZipRecruiter|Monster Jobs|CareerBuilder|' +
      'SimplyHired|Wellfound|AngelList|LinkedIn Learning|Lynda|Pluralsight|Udacity|DataCamp|Brilliant.org|Coursera|' +
      'Notion AI|Pitch.com|Prezi|Keynote Live|Beautiful.ai|Visme|Piktochart|Infogram|Qlik|Domo|Metabase|Mixpanel|' +
      'Hotjar|Crazy Egg|Optimizely|SEMrush|Ahrefs|Moz|Sensor Tower|AppTweak|data.ai|App Annie|AppFollow|AppsFlyer|' +
      'Branch.io|OneSignal|RevenueCat|Adapty|Qonversion|Bugsnag|Crashlytics|Datadog|New Relic|PagerDuty|Opsgenie|' +
      'Statuspage|YouTrack|Redmine|Wrike|Smartsheet|Teamwork.com|Podio|Nifty PM|Workfront|Zoho Projects|' +
      'Microsoft Project|Microsoft Planner|MeisterTask|MindMeister|XMind|MindNode|SimpleMind|Scapple|Lucidchart|' +
      'Draw.io|Diagrams.net|Cacoo|Creately|Excalidraw|Milanote|Scrintal|Heptabase|Tana|Mem.ai|Reflect Notes|Amplenote|' +
      'Workflowy|Dynalist|Remnote|SuperMemo|Mochi Cards|Brainscape',
  ),
  ...plain(
    'PayPal|Venmo|Zelle|Square Cash|Apple Card|Apple Cash|Revolut|Monzo|N26|Starling Bank|Chime Bank|Varo|' +
      'Current Bank|SoFi|Ally Bank|Discover Card|Capital One|Marcus by Goldman Sachs|Wise Transfer|TransferWise|' +
      'Remitly|WorldRemit|Western Union|MoneyGram|Xoom|Payoneer|Skrill|Neteller|Alipay|WeChat Pay|Paytm Payments|' +
      'Google Pay India|BHIM|Klarna|Afterpay|Clearpay|Sezzle|Zip Pay|Laybuy|Atome|Robinhood|Coinbase|Binance|' +
      'Gemini Exchange|Crypto.com|KuCoin|Bybit|OKX|Bitstamp|Bitfinex|Huobi|Bitpanda|Blockchain.com|MetaMask|' +
      'Trust Wallet|Exodus Wallet|Ledger Live|Trezor|Phantom Wallet|Rainbow Wallet|Uniswap|OpenSea|eToro|Plus500|' +
      'IG Markets|Trading 212|Freetrade|Webull|Moomoo|Public.com|Stash Invest|Acorns Invest|Betterment|Wealthfront|' +
      'M1 Finance|Vanguard|Charles Schwab|Schwab|TD Ameritrade|E*TRADE|Interactive Brokers|Merrill Edge|Morgan Stanley|' +
      'J.P. Morgan|JPMorgan Chase|Goldman Sachs|BlackRock|iShares|Plum Savings|Chip Savings|Cleo AI|Brigit|Earnin|' +
      'MoneyLion|Digit Savings|Qapital|Truebill|Rocket Money|YNAB|PocketGuard|Goodbudget|EveryDollar|Simplifi|' +
      'Copilot Money|Monarch Money|Tiller Money|Spendee|Wallet by BudgetBakers|BudgetBakers|Money Lover|Toshl|Fudget|' +
      'Honeydue|Zeta Money|Splitwise|Tricount|Splid|Credit Sesame|Experian|Equifax|TransUnion|NerdWallet|Bankrate|' +
      'Mint.com|Lemonade Insurance|Root Insurance|Geico|Progressive Insurance|State Farm|Allstate|Liberty Mutual|' +
      'Farmers Insurance|USAA|Aviva|Allianz|AXA|Zurich Insurance|MetLife|Aflac|Cigna|Aetna|UnitedHealthcare|Humana|' +
      'Kaiser Permanente|Blue Cross Blue Shield|Oscar Health|Clover Health|Policygenius|MoneySuperMarket|Confused.com|' +
      'GoCompare',
  ),
];
