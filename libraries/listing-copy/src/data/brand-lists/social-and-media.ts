import { plain, type BrandName } from './brand-name';

/** Social networks, messaging, dating, streaming, music, video, photo and news apps. */
export const SOCIAL_AND_MEDIA: readonly BrandName[] = [
  ...plain(
    'Facebook|Facebook Marketplace|Facebook Lite|Instagram|WhatsApp|WhatsApp Business|Meta Platforms|TikTok|' +
      'TikTok Lite|Douyin|Snapchat|Snap Inc|SnapStreak|Pinterest|Reddit|Tumblr|Twitter|X Corp|Viber|WeChat|Weibo|QQ|' +
      'KakaoTalk|LINE Messenger|Discord|BeReal|Bluesky|Grindr|OkCupid|Match.com|Badoo|Nextdoor|Quora|Substack|Patreon|' +
      'OnlyFans|Ko-fi|Linktree|Vimeo|Dailymotion|Musical.ly|Likee|Triller|Kwai|Lemon8|Zepeto|Yubo|Wizz|Marco Polo|' +
      'Voxer|Zello|GroupMe|Kik|Wickr|Threema|Session Messenger|Element Messenger|Matrix.org|Rocket.Chat|Mattermost|' +
      'Chanty|Google Allo|Yik Yak|Ask.fm|Tellonym|Poparazzi|Dispo|Vero|Ello|MeWe|Parler|Truth Social|Odysee|Steemit|' +
      'Lens Protocol|Farcaster|Warpcast|Hive Social|Post News|Spoutible|Letterboxd|Untappd|Vivino|Strava Clubs|' +
      'Eventbrite|Bumble BFF|Hinge Health|Coffee Meets Bagel|Happn|POF|eHarmony|Zoosk|Christian Mingle|JDate|Raya|' +
      "Feeld|Taimi|Jack'd|Tantan|Momo|Bigo Live|Uplive|LiveMe|Tango Live|Omegle|Chatroulette|Azar|HOLLA|MeetMe|Skout|" +
      'hi5|Hi5 Network|Myspace|Friendster|Orkut|Google+|Foursquare|Zenly|Life360|Polarsteps',
  ),
  ...plain(
    'Netflix|Hulu|Disney+|Disney|Disney Plus|HBO|HBO Max|Paramount+|Paramount Plus|Peacock TV|Crunchyroll|Funimation|' +
      'Plex|Tubi|Pluto TV|Roku|Sling TV|fuboTV|Philo|YouTube TV|Vudu|Fandango at Home|Apple TV+|Starz|AMC+|BritBox|' +
      'Acorn TV|MUBI|Criterion Channel|Kanopy|Libby by OverDrive|Freevee|Sky Go|BBC iPlayer|ITVX|Channel 4|My5|' +
      'RTÉ Player|Foxtel|Kayo|Hotstar|Disney+ Hotstar|JioCinema|Zee5|SonyLIV|Voot|MX Player|ErosNow|Viu|iQIYI|Youku|' +
      'Tencent Video|Bilibili|Viki|WeTV|iflix|Shahid|OSN+|Canal+|Movistar Plus|RaiPlay|Mediaset|Globoplay|DAZN|ESPN|' +
      'ESPN+|Fox Sports|NBC Sports|CBS Sports|Sky Sports|beIN Sports|TNT Sports|Eurosport|NFL+|NBA League Pass|MLB.tv|' +
      'F1 TV|Bleacher Report|theScore|FotMob|OneFootball|SofaScore|LiveScore|Flashscore|Yahoo Sports',
  ),
  ...plain(
    'Spotify|Apple Music|SoundCloud|Shazam|Deezer|Pandora|iHeartRadio|Audiomack|Bandcamp|Pocket Casts|Castbox|' +
      'Podbean|Castro|Spreaker|Audioboom|TuneIn|Amazon Music Unlimited|Napster|Qobuz|Anghami|JioSaavn|Gaana|Wynk|' +
      'Boomplay|Joox|NetEase Cloud Music|KuGou|Kuwo|Musixmatch|Genius Lyrics|SiriusXM|Last.fm|Mixcloud|Beatport|' +
      'Traxsource|Smule|StarMaker|Yousician|Flowkey|Fender Play|Songsterr|Guitar Tuna|BandLab|FL Studio|Ableton|' +
      'Logic Pro|Cubase|Reason Studios|Serato|Rekordbox|Traktor|djay|Splice Sounds|Landr|DistroKid|TuneCore|CD Baby|' +
      'Soundtrap|Moises|Endel|Brain.fm|Noisli|myNoise|White Noise Lite|BetterSleep',
  ),
  ...plain(
    'CapCut|InShot|VSCO|Lightroom|Photoshop|Photoshop Express|Adobe Express|Premiere Rush|Premiere Pro|After Effects|' +
      'Illustrator|InDesign|Adobe Fresco|Adobe Firefly|Snapseed|PicsArt|Canva|Facetune|Prisma|Lensa|Remini|Pixlr|Fotor|' +
      'BeFunky|PhotoRoom|Retrica|B612|Snow Camera|SODA Camera|Meitu|BeautyPlus|YouCam|YouCam Makeup|Hype Type|Phonto|' +
      'Afterlight|ProCamera|Filmic Pro|Blackmagic Camera|KineMaster|PowerDirector|VN Video Editor|Splice Video|' +
      'GoPro Quik|Vlogit|Videoleap|Enlight|Lightricks|Alight Motion|FilmoraGo|Filmora|Wondershare|Magisto|Animoto|' +
      'Clipchamp|iMovie|Final Cut Pro|DaVinci Resolve|LumaFusion|Procreate|Procreate Dreams|ibisPaint|MediBang|Krita|' +
      'Clip Studio Paint|Autodesk Sketchbook|Infinite Painter|ArtRage|Affinity Photo|Affinity Designer|Pixelmator|' +
      'Vectornator|Linearity Curve|Gravit Designer|Inkscape|Cinema 4D|ZBrush|Nomad Sculpt|Spline 3D|Midjourney|DALL-E|' +
      'Stable Diffusion|Leonardo.ai|Runway ML|Pika Labs|Luma AI|Dream by Wombo|Wombo|Artbreaker|NightCafe|Google Lens|' +
      'Flickr|500px|SmugMug|Shutterfly|Snapfish|Mixbook|Chatbooks|Groovebook|Timehop|Imgur|Giphy|Gfycat|9GAG|Memedroid|' +
      'iFunny|Tappytoon|Lezhin|MangaPlus|Comixology|Marvel Unlimited|DC Universe|Kindle Comics',
  ),
  ...plain(
    'BBC News|CNN|Fox News|MSNBC|NBC News|ABC News|CBS News|Reuters|Associated Press|Bloomberg|CNBC|' +
      'Wall Street Journal|WSJ|New York Times|NYTimes|Washington Post|The Economist|The New Yorker|Time Magazine|' +
      'Newsweek|USA Today|Los Angeles Times|Politico|Axios|Vox Media|BuzzFeed|HuffPost|Vice Media|Vox|Flipboard|' +
      'Apple News+|SmartNews|NewsBreak|Ground News|Feedly|Inoreader|Instapaper|Readwise|Substack Reader|Artifact News|' +
      'Yahoo News|MSN|Daily Mail|The Telegraph|Le Monde|Der Spiegel|Bild|El País|Corriere della Sera|NHK|Al Jazeera|' +
      'Deutsche Welle|France 24|Euronews|Sky News|ITV News|Nikkei|South China Morning Post|Times of India|' +
      'Hindustan Times|NDTV|Inshorts|Dailyhunt|Magzter|Readly|Zinio|PressReader|National Geographic|Nat Geo|' +
      'Discovery Channel|Discovery+|History Channel|Cosmopolitan|GQ|TechCrunch|Engadget|Gizmodo|Mashable|CNET|ZDNet|' +
      'Ars Technica|9to5Mac|MacRumors|Android Authority|Android Police|XDA Developers|IGN|GameSpot|Kotaku|PC Gamer|' +
      'Eurogamer|Pitchfork|Hollywood Reporter|Metacritic|Trakt|JustWatch|Reelgood|Letterboxd Pro|Serializd',
  ),
];
