import { plain, type BrandName } from './brand-name';

/** Health, fitness, food, education, kids, reference, travel, shopping and everyday service apps. */
export const LIFE_AND_LEARNING: readonly BrandName[] = [
  ...plain(
    'MyFitnessPal|Noom|WW|WeightWatchers|Cronometer|Lifesum|Yazio|Fooducate|MacroFactor|Fastic|BodyFast|Headspace|' +
      'Insight Timer|Ten Percent Happier|Aura Health|Meditopia|Breethe|Buddhify|Smiling Mind|Sanvello|Wysa|Woebot|' +
      'Youper|MindDoc|Moodpath|BetterHelp|Talkspace|Teladoc|MDLIVE|Amwell|CareNow|Zocdoc|GoodRx|SingleCare|' +
      'Babylon Health|Ada Health|K Health|Hims & Hers|Hims|Ro Health|Nurx|Lemonaid Health|PlushCare|Livongo|' +
      'Omada Health|Sword Health|Kaia Health|MyChart|Epic MyChart|Healow|FollowMyHealth|Doctolib|Practo|Tata 1mg|' +
      'PharmEasy|Flo|Flo Health|Clue Period|Ovia|Glow Nurture|Premom|Kindara|Pregnancy+|BabyCenter|Owlet|Nanit|' +
      'Hatch Baby|Hatch Rest|SleepScore|Rise Science|Nike|Nike Run Club|Nike Training Club|Adidas|Adidas Running|' +
      'Runtastic|Runkeeper|MapMyRun|MapMyFitness|Under Armour|Zwift|TrainerRoad|Wahoo|Freeletics|Fitbod|JEFIT|Hevy|' +
      'StrongLifts|C25K|Aaptiv|Kayla Itsines|Alo Moves|Glo Yoga|Asana Rebel|Beachbody|Openfit|Obé Fitness|ClassPass|' +
      'Gymshark|Lululemon|Mirror Fitness|Hydrow|Ergatta|Tempo Fit|Apple Fitness+|Fitness+|iFit|NordicTrack|Bowflex|' +
      'Echelon Fitness|Peloton|Strava|Komoot|AllTrails|Gaia GPS|onX Hunt|onX Offroad|FATMAP|Wikiloc|Outdooractive|' +
      'Garmin Connect|Polar Beat|Coros|Runna|Nike SNKRS|8fit|Johnson & Johnson|J&J Official 7 Minute Workout|Habitica|' +
      'Loop Habit Tracker|HabitBull|Daylio|Reflectly|Finch Self Care|Rootd|Calm Harm|Happify|Moodfit|eMoods|Medisafe|' +
      'MyTherapy|CareZone|Dexcom|FreeStyle Libre|LibreLink|Omnipod|mySugr|Kardia|AliveCor|Qardio|Omron Connect|' +
      'WaterMinder|Plant Nanny|Waterllama|Yuka|Spokin|HappyCow|Forks Over Knives|Mealime|Paprika Recipe Manager|Yummly|' +
      'Allrecipes|Food Network|Epicurious|Bon Appétit|NYT Cooking|SideChef|Samsung Food|Cookpad|BigOven|PlateJoy|' +
      'Mealthy|Instant Brands|Ninja Kitchen|HelloFresh|Blue Apron|Factor Meals|EveryPlate|Gousto|Mindful Chef|' +
      'Marley Spoon|Dinnerly|Sunbasket|Olio|Flashfood',
  ),
  ...plain(
    'Duolingo|Duolingo Math|Babbel|Busuu|Rosetta Stone|Memrise|Lingoda|italki|Preply|Cambly|HelloTalk|Anki|AnkiDroid|' +
      'Quizlet|Brainly|Photomath|Mathway|Symbolab|Wolfram Alpha|Desmos|GeoGebra|Khan Academy|Khan Academy Kids|Udemy|' +
      'edX|Skillshare|MasterClass|Lumosity|CogniFit|BrainHQ|NeuroNation|Kahoot!|Quizizz|Gimkit|Blooket|Nearpod|' +
      'Pear Deck|Flipgrid|Padlet|ClassDojo|Google Classroom|Canvas LMS|Instructure|Schoology|Moodle|Brightspace|D2L|' +
      "PowerSchool|Infinite Campus|Chegg|Course Hero|Bartleby|Numerade|Byju's|BYJU|Unacademy|Vedantu|Toppr|Doubtnut|" +
      'Gauthmath|Question.AI|Studocu|Knowunity|Simplestudy|StudySmarter|Quizlet Plus|Magoosh|Kaplan|Princeton Review|' +
      'Ready4|PrepScholar|ABCmouse|Epic Books|Toca Boca|Toca World|Sago Mini|PBS Kids|Sesame Street|Nick Jr|' +
      'Cartoon Network|Nickelodeon|Disney Junior|Cocomelon|Baby Shark|Pinkfong|Peppa Pig|Bluey|Paw Patrol|Lingokids|' +
      'Homer Learning|Teach Your Monster|Reading Eggs|Mathseeds|Prodigy Math|Prodigy Education|IXL|Dreambox|' +
      'DreamBox Learning|Zearn|Splash Learn|Moose Math|Endless Alphabet|Endless Reader|Tynker|ScratchJr|Code.org|' +
      'Lightbot|SoloLearn|Codecademy|freeCodeCamp|Grasshopper Code|Britannica|Encyclopaedia Britannica|Merriam-Webster|' +
      'Dictionary.com|Oxford Dictionary|Cambridge Dictionary|Collins Dictionary|Urban Dictionary|Thesaurus.com|' +
      'WordReference|Linguee|Reverso|Microsoft Translator|Papago|iTranslate|Elsa Speak|Praktika|Pimsleur|Mondly|' +
      'Drops Language|LingQ|Clozemaster|Beelinguapp|Speechify|Voice Dream|Seeing AI|Envision AI|Lookout by Google|' +
      'Ava Captions|Otter Voice|Proloquo2Go|TouchChat|Avaz|Star Walk|SkySafari|Stellarium|PlantNet|PictureThis|' +
      'PlantSnap|iNaturalist|Seek by iNaturalist|Merlin Bird ID|eBird|Audubon|Picture Insect|Blossom Plant|Planta|' +
      'Greg Plant|Vera Plant|Gardenize|YouVersion|Pray.com|Muslim Pro|Quran Majeed|Sefaria|Dwell Bible|Logos Bible|' +
      'Blue Letter Bible|Insight Timer Premium',
  ),
  ...plain(
    'Uber|Uber Eats|Lyft|Bolt Food|Gojek|DiDi|Ola Cabs|Careem|Cabify|FreeNow|Via Transportation|Curb Taxi|' +
      'Addison Lee|Gett|Yandex Go|inDrive|Rapido|Lime Scooter|Bird Scooter|Tier Mobility|Voi Scooter|Dott|Spin Scooter|' +
      'Citi Bike|Santander Cycles|Zipcar|Getaround|Turo|Car2Go|Share Now|Enterprise Rent-A-Car|Avis|Budget Rent a Car|' +
      'Sixt|Europcar|Alamo|National Car Rental|Dollar Rent A Car|Skyscanner|Expedia|Hotels.com|Trivago|Booking.com|' +
      'Priceline|Agoda|Trip.com|Ctrip|Hostelworld|Google Flights|Momondo|Cheapflights|Kiwi.com|eDreams|Opodo|Orbitz|' +
      'Travelocity|Airbnb|Vrbo|HomeAway|Plum Guide|Vacasa|Couchsurfing|TrustedHousesitters|Tripadvisor|TripIt|' +
      'Wanderlog|Roadtrippers|Rome2Rio|Citymapper|Moovit|Waze|Maps.me|Organic Maps|OsmAnd|Here WeGo|HERE Maps|TomTom|' +
      'Sygic|Google Earth|what3words|GasBuddy|PlugShare|ChargePoint|Electrify America|SpotHero|ParkMobile|PayByPhone|' +
      'RingGo|JustPark|Parkopedia|Trainline|Omio|Rail Europe|Eurostar|Amtrak|Greyhound|FlixBus|Megabus|' +
      'National Express|BlaBlaCar|Flighty|FlightAware|Flightradar24|App in the Air|TripCase|Lonely Planet|Rick Steves|' +
      'Atlas Obscura|Duolingo Travel|DoorDash|Grubhub|Postmates|Deliveroo|Just Eat|Just Eat Takeaway|Takeaway.com|' +
      'Glovo|Swiggy|Zomato|Wolt|foodpanda|Talabat|Rappi|iFood|PedidosYa|Menulog|Uber Eats Canada|SkipTheDishes|' +
      "Caviar Delivery|ChowNow|Slice Pizza|Gopuff|Getir|Flink|Instacart|Shipt|Ocado|Tesco Clubcard|Sainsbury's|Asda|" +
      "Morrisons|Waitrose|Aldi|Lidl|Kroger|Safeway|Albertsons|Publix|H-E-B|Wegmans|Trader Joe's|Whole Foods Market|" +
      "Costco|Sam's Club|BJ's Wholesale|Walmart|Target Circle|Home Depot|Lowe's|Wayfair|IKEA|eBay|Etsy|AliExpress|Temu|" +
      'Shein|Wish Shopping|Zalando|ASOS|Vinted|Depop|Poshmark|Mercari|OfferUp|Craigslist|Gumtree|Kijiji|Leboncoin|' +
      'Marktplaats|Avito|OLX|Carousell|Facebook Shops|Shopify Shop|Klarna Shop|Honey Coupons|Rakuten Rewards|Ibotta|' +
      'Fetch Rewards|Checkout 51|Shopkick|Swagbucks|Groupon|LivingSocial|RetailMeNot|Capital One Shopping|' +
      'Camelcamelcamel|Keepa|Flipp|Reebee|StockX|Grailed|The RealReal|Vestiaire Collective|ThredUp|Rent the Runway|' +
      'Stitch Fix|Nuuly|Farfetch|Net-a-Porter|Mytheresa|SSENSE|Fashion Nova|PrettyLittleThing|Boohoo|Uniqlo|H&M|Zara|' +
      'Primark|Gap Inc|Old Navy|Banana Republic|Abercrombie & Fitch|Hollister|American Eagle|Urban Outfitters|' +
      "Anthropologie|Nordstrom|Macy's|Kohl's|JCPenney|TJ Maxx|Marshalls|HomeGoods|Ross Stores|Burlington|Dillard's|" +
      "Sephora|Ulta Beauty|Glossier|Fenty Beauty|Kylie Cosmetics|MAC Cosmetics|Estée Lauder|Clinique|L'Oréal|" +
      "Maybelline|Lancôme|NYX|e.l.f.|CeraVe|Nivea|Neutrogena|Olay|Garnier|Bath & Body Works|Victoria's Secret|" +
      'Lush Cosmetics|Boots Pharmacy|Superdrug|Walgreens|CVS|CVS Pharmacy|Rite Aid|Petco|PetSmart|BarkBox|Every Wag|' +
      'Petfinder|Zillow|Redfin|Trulia|Realtor.com|Rightmove|Zoopla|OnTheMarket|Idealista|Immobilienscout24|' +
      'Apartments.com|Rent.com|HotPads|Compass Real Estate|Opendoor|Offerpad|Keller Williams|RE/MAX|Coldwell Banker|' +
      "Century 21|Sotheby's|Philips Hue|SmartThings|AirTag|Tile Tracker|Ring Doorbell|Arlo|Wyze|Eufy|Anker|SimpliSafe|" +
      'ADT|Vivint|Ecobee|Nest Thermostat|Roomba|iRobot|Dyson|Shark Ninja|Miele|Bosch|Siemens|Whirlpool|Electrolux|' +
      'Samsung SmartThings|Tuya|Govee|LIFX|Nanoleaf|Kasa Smart|TP-Link|Netgear|Linksys|Eero Wi-Fi|Orbi|Ubiquiti|' +
      'Speedtest|Ookla|Fast.com|Opensignal|NetSpot|WiFiman|Fing',
  ),
];
