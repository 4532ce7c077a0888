import { plain, type BrandName } from './brand-name';

/** Consumer brands, carmakers, airlines, hotels, banks, restaurants, sports brands and media companies. */
export const COMPANIES: readonly BrandName[] = [
  // Carmakers and their apps.
  ...plain(
    'Toyota|Lexus|Honda|Acura|Nissan|Infiniti|Mazda|Subaru|Mitsubishi|Suzuki|Daihatsu|Isuzu|Hyundai|Kia|' +
      'Genesis Motor|Ford|Lincoln Motor|Chevrolet|Chevy|GMC|Cadillac|Buick|General Motors|OnStar|Chrysler|Ram Trucks|' +
      'Stellantis|Tesla Model 3|Rivian|Lucid Motors|Polestar|Fisker|Volkswagen|VW|Audi|Porsche|Lamborghini|Bentley|' +
      'Bugatti|Skoda|Cupra|BMW|MINI Cooper|Rolls-Royce|Mercedes-Benz|Mercedes|Daimler|Smart Fortwo|Maybach|Opel|' +
      'Vauxhall|Peugeot|Citroën|Renault|Dacia|Alpine Cars|Fiat|Alfa Romeo|Lancia|Maserati|Ferrari|Pagani|Aston Martin|' +
      'Land Rover|Range Rover|McLaren|Lotus Cars|Volvo|Saab|Koenigsegg|BYD|NIO|XPeng|Li Auto|Geely|Great Wall Motors|' +
      'Chery|SAIC|MG Motor|Tata Motors|Mahindra|Maruti Suzuki|Harley-Davidson|Ducati|Yamaha|Kawasaki|KTM|' +
      'Triumph Motorcycles|Royal Enfield|Vespa|Piaggio|Michelin|Bridgestone|Goodyear|Pirelli|Continental Tires|' +
      "ExxonMobil|Exxon|Mobil|Texaco|TotalEnergies|Castrol|Valvoline|Jiffy Lube|AutoZone|O'Reilly Auto Parts|" +
      'Advance Auto Parts|Halfords|CarMax|Carvana|AutoTrader|Cars.com|CarGurus|Edmunds|Kelley Blue Book|Carfax|Cazoo|' +
      'Motorway Cars|WeBuyAnyCar|Copart|RAC|AA Roadside|Waze Carpool|FordPass|MyChevrolet|MyHyundai|Kia Connect|My BMW|' +
      'Mercedes me|MyToyota|HondaLink|NissanConnect|Uconnect|Volvo Cars',
  ),
  // Airlines, hotels and travel companies.
  ...plain(
    'American Airlines|Delta Air Lines|United Airlines|Southwest Airlines|JetBlue|Alaska Airlines|Spirit Airlines|' +
      'Frontier Airlines|Hawaiian Airlines|Allegiant|Air Canada|WestJet|British Airways|Virgin Atlantic|' +
      'Virgin Australia|easyJet|Ryanair|Wizz Air|Jet2|TUI|Lufthansa|Eurowings|Air France|KLM|Iberia|Vueling|Aer Lingus|' +
      'TAP Air Portugal|SAS Scandinavian|Finnair|Norwegian Air|Swiss International|Austrian Airlines|Brussels Airlines|' +
      'ITA Airways|Turkish Airlines|Pegasus Airlines|Emirates|Etihad|Qatar Airways|Saudia|flydubai|Air Arabia|El Al|' +
      'Singapore Airlines|Cathay Pacific|Qantas|Jetstar|Air New Zealand|Japan Airlines|Korean Air|Asiana|' +
      'China Airlines|EVA Air|China Eastern|China Southern|Air China|Thai Airways|Malaysia Airlines|AirAsia|' +
      'Garuda Indonesia|Philippine Airlines|Cebu Pacific|Vietnam Airlines|Air India|Vistara|SpiceJet|LATAM|Avianca|' +
      'Aeroméxico|Copa Airlines|Volaris|Azul Airlines|GOL Airlines|Ethiopian Airlines|Kenya Airways|' +
      'South African Airways|EgyptAir|Royal Air Maroc|Marriott|Marriott Bonvoy|Hilton|Hilton Honors|Hyatt|' +
      'World of Hyatt|IHG|Holiday Inn|Crowne Plaza|Sheraton|Westin|Ritz-Carlton|St. Regis|W Hotels|Mandarin Oriental|' +
      'Accor|Novotel|Sofitel|Fairmont|Wyndham|Ramada|Days Inn|Choice Hotels|Radisson|Motel 6|La Quinta|Premier Inn|' +
      'Travelodge|OYO|Selina|Generator Hostels|Club Med|Sandals Resorts|Carnival Cruise|Royal Caribbean|' +
      'Norwegian Cruise Line|Princess Cruises|MSC Cruises|Disney Cruise Line|Celebrity Cruises|Viking Cruises|Cunard|' +
      "P&O Cruises|Heathrow|Gatwick|Changi|Dubai Airport|Lonely Planet Guides|Fodor's|Frommer's|Michelin Guide|Zagat|" +
      'OpenTable|Resy|SevenRooms|Yelp Reservations|TheFork|Quandoo|Dineout|EatWith|Viator|GetYourGuide|Klook|' +
      'Tiqets|Headout|Musement|Airbnb Experiences|Fever Up|Ticketmaster|Live Nation|StubHub|SeatGeek|Vivid Seats|' +
      'Viagogo|Dice FM|Eventim|AXS|Universe Tickets|Tixr|Partiful|Posh Events|Luma Events|Evite|Greenvelope|Zola|' +
      'WeddingWire|Joy Wedding|Bridebook|Honeyfund',
  ),
  // Banks and card networks.
  ...plain(
    'Visa Inc|Mastercard|American Express|Amex|Discover Financial|Diners Club|JCB|UnionPay|RuPay|Maestro Card|' +
      'Bank of America|BofA|Chase Bank|Chase Mobile|Wells Fargo|Citibank|Citi|Citigroup|U.S. Bank|PNC|Truist|TD Bank|' +
      'Capital One 360|Fifth Third|KeyBank|Regions Bank|M&T Bank|Huntington Bank|Citizens Bank|Santander|BBVA|' +
      'CaixaBank|Sabadell|Bankinter|HSBC|Barclays|Barclaycard|Lloyds Bank|Halifax|NatWest|RBS|Royal Bank of Scotland|' +
      'Bank of Scotland|Nationwide Building Society|TSB|Metro Bank|Virgin Money|Coutts|Standard Chartered|' +
      'Deutsche Bank|Commerzbank|Sparkasse|Volksbank|DKB|ABN AMRO|Rabobank|BNP Paribas|Société Générale|' +
      'Crédit Agricole|LCL|Boursorama|UniCredit|Intesa Sanpaolo|UBS|Credit Suisse|Julius Baer|Nordea|Danske Bank|SEB|' +
      'Handelsbanken|Swedbank|DNB|Erste Bank|Raiffeisen|OTP Bank|PKO|mBank|Sberbank|Tinkoff|VTB|Royal Bank of Canada|' +
      'TD Canada Trust|Scotiabank|BMO|CIBC|Desjardins|Tangerine Bank|Commonwealth Bank|CommBank|ANZ|Westpac|' +
      'ING Australia|Up Bank|ASB Bank|Kiwibank|DBS|DBS PayLah|OCBC|UOB|Maybank|CIMB|Bank Mandiri|BCA|BDO|BPI|GCash|' +
      "Maya Wallet|GrabPay|Touch 'n Go|Boost Wallet|Dana Wallet|OVO|LinkAja|ShopeePay|MoMo Wallet|ZaloPay|PromptPay|" +
      'Kasikorn|SCB Easy|ICICI Bank|HDFC Bank|SBI|YONO|Axis Bank|Kotak|Bank of Baroda|PNB|Mizuho|MUFG|SMBC|Nomura|' +
      'Bank of China|ICBC|China Construction Bank|Agricultural Bank of China|Industrial Bank|Ping An|Itaú|Bradesco|' +
      'Nubank|Banco do Brasil|Inter Bank|PicPay|Mercado Pago|Ualá|Banorte|BBVA México|Banamex|Bancolombia|Nequi|' +
      'Daviplata|Equity Bank|KCB|Absa|FNB|Capitec|Standard Bank|Nedbank|Emirates NBD|ADCB|Mashreq|QNB|Al Rajhi|SNB|' +
      'Bank Hapoalim|Leumi|Garanti BBVA|Akbank|Ziraat|İşbank|Yapı Kredi|Papara|Ininal',
  ),
  // Restaurants, food, drinks and consumer goods.
  ...plain(
    "Starbucks|McDonald's|Burger King|Wendy's|KFC|Taco Bell|Pizza Hut|Domino's|Papa John's|Little Caesars|Chipotle|" +
      "Chick-fil-A|Popeyes|Shake Shack|In-N-Out|Whataburger|Sonic Drive-In|Dairy Queen|Arby's|Carl's Jr|Hardee's|" +
      "Panera|Panera Bread|Panda Express|Dunkin'|Tim Hortons|Krispy Kreme|Baskin-Robbins|Costa Coffee|Pret A Manger|" +
      "Pret|Greggs|Nando's|Wagamama|Itsu|Leon Restaurants|Wingstop|Buffalo Wild Wings|Applebee's|Chili's|Olive Garden|" +
      "Red Lobster|Outback Steakhouse|Texas Roadhouse|Denny's|IHOP|Cracker Barrel|Cheesecake Factory|Sweetgreen|Qdoba|" +
      "Moe's|Jimmy John's|Jersey Mike's|Firehouse Subs|Zaxby's|Raising Cane's|Bojangles|Culver's|Steak 'n Shake|" +
      "White Castle|Del Taco|El Pollo Loco|Noodles & Company|P.F. Chang's|Benihana|Dutch Bros|Peet's Coffee|" +
      'Caribou Coffee|Nespresso|Keurig|Lavazza|Illy|Costa Express|Coca-Cola|Pepsi|PepsiCo|Fanta|Dr Pepper|7UP|Red Bull|' +
      "Monster Energy|Gatorade|Powerade|Lipton|Nestlé|Nescafé|KitKat|Snickers|M&M's|Mars Inc|Twix|Hershey's|Reese's|" +
      "Cadbury|Toblerone|Lindt|Ferrero|Nutella|Haribo|Skittles|Oreo|Doritos|Lay's|Pringles|Cheetos|Kellogg's|" +
      "Kraft Heinz|Heinz|Campbell's|General Mills|Cheerios|Quaker Oats|Danone|Activia|Chobani|Yoplait|Ben & Jerry's|" +
      'Häagen-Dazs|Magnum Ice Cream|Unilever|Procter & Gamble|P&G|Colgate|Oral-B|Gillette|Pampers|Huggies|Kleenex|' +
      "Charmin|Tide Pods|Ariel|Persil|Lysol|Clorox|Febreze|Dettol|Durex|Johnson's Baby|Listerine|Band-Aid|Tylenol|" +
      'Advil|Nurofen|Panadol|Pfizer|Moderna|AstraZeneca|Novartis|Roche|Sanofi|GSK|Merck|Bayer|Abbott|Eli Lilly|Ozempic|' +
      'Wegovy|Mounjaro|Heineken|Budweiser|Bud Light|Corona Extra|Stella Artois|Guinness|Carlsberg|Coors|Miller Lite|' +
      "Modelo|Jack Daniel's|Johnnie Walker|Smirnoff|Absolut|Bacardi|Jägermeister|Hennessy|Moët & Chandon|Diageo|" +
      'AB InBev',
  ),
  // Fashion, sports and retail.
  ...plain(
    'Reebok|Asics|Skechers|Fila|Champion Athletic|Lacoste|Ralph Lauren|Polo Ralph Lauren|Tommy Hilfiger|Calvin Klein|' +
      "Levi's|Diesel Jeans|Michael Kors|Coach New York|Kate Spade|Tory Burch|Louis Vuitton|Gucci|Prada|Chanel|Hermès|" +
      'Dior|Versace|Armani|Burberry|Balenciaga|Fendi|Givenchy|Valentino|Saint Laurent|Bottega Veneta|Moncler|Patagonia|' +
      "Columbia Sportswear|Arc'teryx|Timberland|Dr. Martens|UGG|Birkenstock|Allbirds|Hoka|Brooks Running|Saucony|" +
      'Mizuno|Salomon|Oakley|Ray-Ban|Warby Parker|Specsavers|Luxottica|Rolex|Omega Watches|Casio|G-Shock|Seiko|Tissot|' +
      "TAG Heuer|Cartier|Tiffany & Co|Pandora Jewelry|Swarovski|Decathlon|JD Sports|Foot Locker|Dick's Sporting Goods|" +
      'REI|Sports Direct|Intersport|Academy Sports|Under Armour UA|Rapha|Castelli|Specialized Bikes|Trek Bikes|' +
      'Giant Bicycles|Cannondale|Brompton|VanMoof|Cowboy Bikes|Rad Power Bikes|Peloton Bike|Theragun|Therabody|' +
      'Hyperice|Garmin Edge|Wahoo Fitness|Fitbit Charge|NFL|NBA|MLB|NHL|FIFA World Cup|UEFA|Premier League|La Liga|' +
      'Bundesliga|Serie A|Ligue 1|Champions League|Formula 1|F1|NASCAR|IndyCar|MotoGP|WWE|UFC|PGA Tour|Wimbledon|' +
      'US Open|Roland-Garros|Olympics|Paralympics|Tour de France|Spartan Race|Tough Mudder|parkrun|Manchester United|' +
      'Real Madrid|FC Barcelona|Liverpool FC|Bayern Munich|Juventus|Arsenal FC|Chelsea FC|Manchester City|' +
      'Paris Saint-Germain|Dallas Cowboys|New York Yankees|Los Angeles Lakers|Golden State Warriors|Ted Baker|' +
      'Marks & Spencer|John Lewis|Argos|Currys|Next Retail|River Island|Topshop|Matalan|TK Maxx|B&M|Poundland|Wilko|' +
      'Screwfix|Toolstation|B&Q|Wickes|Dunelm|Debenhams|Harrods|Selfridges|Liberty London|Fortnum & Mason|Carrefour|' +
      'Auchan|Leclerc|Intermarché|Monoprix|Fnac|Darty|Boulanger|MediaMarkt|Saturn Electronics|Tchibo|dm-drogerie|' +
      'Rossmann|Edeka|Rewe|Kaufland|Netto|Penny Markt|Albert Heijn|Jumbo Supermarkets|Bol.com|Coolblue|Mercadona|' +
      'El Corte Inglés|Migros|Esselunga|Conad|Woolworths|Coles|Bunnings|JB Hi-Fi|Kmart|Big W|Officeworks|Harvey Norman|' +
      "Loblaws|Sobeys|Metro Inc|Canadian Tire|Shoppers Drug Mart|Hudson's Bay|Roots Canada|Ito-Yokado|Don Quijote|" +
      'Daiso|Muji|Uniqlo Japan|Lotte|Shinsegae|CJ Group|Reliance Retail|BigBasket|Blinkit|Zepto|Myntra|Ajio|Nykaa|' +
      'Meesho|Snapdeal|JioMart|Tata Neu|Croma|Jumia|Takealot|Noon Shopping|Namshi|Souq|Trendyol|Hepsiburada|Ozon|' +
      'Wildberries|Coupang|Gmarket|Qoo10|Zozotown|Taobao|Tmall|JD.com|Pinduoduo|Vipshop|Suning|Dangdang|Xianyu|Dewu|' +
      'Kuaishou|Xiaohongshu|RedNote|Toutiao|Zhihu|Douban|Meituan|Dianping|Ele.me|Hema|Luckin Coffee|Mixue|HeyTea|' +
      'Pop Mart|Miniso|Anta|Li-Ning',
  ),
  // Media, entertainment and publishing companies.
  ...plain(
    'Warner Bros|Warner Bros. Discovery|Universal Pictures|NBCUniversal|Paramount Pictures|Sony Pictures|' +
      'Columbia Pictures|Lionsgate|20th Century Studios|Pixar|DreamWorks|Marvel Studios|DC Comics|Lucasfilm|A24|' +
      'Miramax|MGM|Legendary Pictures|Illumination Entertainment|Studio Ghibli|Toei Animation|Crunchyroll Store|' +
      'Nickelodeon Studios|BBC|ITV|Sky UK|Channel 5|PBS|NPR|CBC Gem|ABC Australia|SBS|NHK World|Fuji TV|Televisa|' +
      'TV Globo|Mediaset España|ProSieben|RTL+|ZDF|ARD|France Télévisions|TF1|M6|Arte|RAI|Penguin Random House|' +
      'HarperCollins|Simon & Schuster|Hachette|Macmillan|Pearson|McGraw Hill|Wiley|Elsevier|Springer Nature|' +
      'Oxford University Press|Cambridge University Press|Condé Nast|Hearst|Meredith|Dotdash|News Corp|Fox Corporation|' +
      'Sinclair|Gannett|iHeartMedia|Audacy|SiriusXM Radio|Universal Music|Sony Music|Warner Music|Def Jam|' +
      'Atlantic Records|Capitol Records|Columbia Records|Interscope|Republic Records|Island Records|Hasbro|Mattel|' +
      'Barbie|Fisher-Price|Play-Doh|My Little Pony|Funko|Bandai|Tamagotchi|Furby|Build-A-Bear|Crayola|Melissa & Doug|' +
      'LeapFrog|VTech|Playmobil|Schleich|Ravensburger|Hamleys|Toys "R" Us|Smyths|Disneyland|Walt Disney World|' +
      'Universal Studios|Cedar Point|SeaWorld|Legoland|Merlin Entertainments|Madame Tussauds|Cirque du Soleil|' +
      'Broadway.com|TodayTix|Cineworld|Odeon|Vue Cinemas|AMC Theatres|Regal Cinemas|Cinemark|Alamo Drafthouse|' +
      'Atom Tickets|MoviePass|Sinemia|IMAX|Dolby|Dolby Atmos|Bose QuietComfort|Sony WH-1000XM5|Beats Studio|Skullcandy|' +
      'Marshall Amps|Gibson|Yamaha Music|Roland|Korg|Moog|Steinberg|Focusrite|Shure|Audio-Technica|Blue Yeti',
  ),
];
