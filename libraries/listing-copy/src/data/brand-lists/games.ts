import { plain, type BrandName } from './brand-name';

/** Games, game series and the studios and publishers behind them. */
export const GAMES: readonly BrandName[] = [
  ...plain(
    'Minecraft|Roblox|Roblox Studio|Fortnite|Candy Crush|Candy Crush Saga|Candy Crush Soda|Clash of Clans|' +
      'Clash Royale|Clash Mini|Pokémon|Pokémon GO|Pokémon Unite|Pokémon Sleep|Angry Birds|Subway Surfers|Temple Run|' +
      'PUBG|PUBG Mobile|Call of Duty Mobile|Genshin Impact|Honkai|Honkai Star Rail|Zenless Zone Zero|Wuthering Waves|' +
      'Arknights|Azur Lane|Blue Archive|Fate/Grand Order|Uma Musume|Monster Strike|Puzzle & Dragons|Garena|' +
      'Mobile Legends|Arena of Valor|Honor of Kings|League of Legends|Wild Rift|Valorant|Teamfight Tactics|Riot Games|' +
      'Legends of Runeterra|Dota|Dota 2|Counter-Strike|CS:GO|Hearthstone|World of Warcraft|Warcraft|Diablo|' +
      'Diablo Immortal|StarCraft|Apex Legends|Titanfall|Gears of War|Forza|Forza Horizon|Starfield|Skyrim|' +
      'Elder Scrolls|Doom Eternal|Wolfenstein|Destiny 2|Bungie|Grand Theft Auto|GTA|Red Dead Redemption|Rockstar Games|' +
      'Take-Two|2K Games|BioShock|Borderlands|XCOM|Mafia Definitive|NBA 2K|WWE 2K|PGA Tour 2K|FIFA|EA Sports|' +
      'EA Sports FC|Madden|Madden NFL|NHL 24|UFC Mobile|Asphalt 9|Asphalt Legends|CSR Racing|Mario Kart|Gran Turismo|' +
      'Rocket League|Fall Guys|Stumble Guys|Brawlhalla|Smash Bros|Super Smash Bros|Mortal Kombat|Tekken|Marvel Snap|' +
      'Marvel Contest of Champions|Marvel Strike Force|Star Wars|Star Wars Galaxy of Heroes|Harry Potter|' +
      'Hogwarts Legacy|Hogwarts Mystery|Lord of the Rings|Game of Thrones|Jurassic World|Lego|LEGO Star Wars|' +
      'Despicable Me|SpongeBob|Sonic the Hedgehog|Sonic Dash|Pac-Man|Tetris|Space Invaders|Frogger|Donkey Kong|' +
      'Super Mario|Mario|Luigi|Zelda|Legend of Zelda|Metroid|Kirby|Splatoon|Animal Crossing|Pikmin|Fire Emblem|' +
      'Xenoblade|Final Fantasy|Dragon Quest|Kingdom Hearts|Square Enix|Capcom|Resident Evil|Mega Man|Devil May Cry|' +
      'Konami|Metal Gear|Silent Hill|Yu-Gi-Oh!|Bandai Namco|Dark Souls|Elden Ring|FromSoftware|Sekiro|Bloodborne|' +
      'Persona 5|Sega Genesis|Yakuza|Sonic Team|Atlus|Hades|Celeste|Hollow Knight|Cuphead|Undertale|Terraria|' +
      "Stardew Valley|Slay the Spire|Balatro|Vampire Survivors|Among Trees|Alto's Adventure|Alto's Odyssey|" +
      'Monument Valley|2048|Flappy Bird|Crossy Road|Doodle Jump|Cut the Rope|Fruit Ninja|Jetpack Joyride|' +
      'Plants vs. Zombies|Geometry Dash|Magic Tiles 3|Beat Saber|Dance Dance Revolution|Osu!|Cytus|Deemo|Arcaea|' +
      'Project Sekai|Love Live|Bang Dream|Wordle|Words With Friends|Wordscapes|Word Cookies|Wordament|Scrabble GO|' +
      'Bananagrams|NYT Games|Crossword Jam|Monopoly GO|Skip-Bo|Yahtzee|Yahtzee with Buddies|Catan|Carcassonne|Azul|' +
      'Risk Global Domination|Clue Board Game|Cluedo|Jenga|Trivial Pursuit|Pictionary|Scattergories|Codenames|' +
      'Exploding Kittens|Cards Against Humanity|Jackbox|Jackbox Games|Trivia Crack|QuizUp|HQ Trivia|Sudoku.com|Lichess|' +
      'Chess.com|Chesskid|Solitaire Grand Harvest|Microsoft Solitaire|Zynga Poker|World Series of Poker|WSOP|' +
      'PokerStars|Big Fish Casino|DoubleDown Casino|Slotomania|Bingo Blitz|Bingo Bash|Hay Day|Gardenscapes|Homescapes|' +
      'Fishdom|Playrix|Royal Match|Royal Kingdom|Dream League Soccer|Score! Hero|Golf Clash|Carrom Pool|Ludo King|' +
      "Ludo Club|Dominoes Gold|Block Puzzle Jewel|Woodoku|Toon Blast|Toy Blast|Lily's Garden|June's Journey|" +
      'Matchington Mansion|Project Makeover|Merge Mansion|Merge Dragons|EverMerge|Love & Pies|Gossip Harbor|' +
      'Episode Interactive|Choices Stories|Chapters Interactive|Romance Club|BitLife|Avakin Life|IMVU|Habbo|' +
      'Club Penguin|Moshi Monsters|Webkinz|Neopets|Animal Jam|My Talking Tom|Talking Tom|Talking Angela|Outfit7|' +
      'Toca Life|Gacha Club|Gacha Life|Pou|My Singing Monsters|Bloons TD|Bloons TD 6|Kingdom Rush|Plague Inc|Rebel Inc|' +
      'Polytopia|Battle of Polytopia|Rise of Kingdoms|Lords Mobile|Evony|Rise of Empires|Whiteout Survival|' +
      'Puzzles & Survival|Age of Empires|Age of Mythology|Forge of Empires|Vikings War of Clans|Boom Beach|Hay Day Pop|' +
      'Squad Busters|Brawl Stars|Raid Shadow Legends|AFK Arena|AFK Journey|Idle Heroes|Summoners War|Epic Seven|' +
      'Dislyte|Cookie Run|Cookie Run Kingdom|Archero|Survivor.io|Vampire Survivors Mobile|Soul Knight|Shadow Fight|' +
      "Shadow Fight 3|Dead Trigger|Plague Tale|The Walking Dead|Five Nights at Freddy's|FNAF|Poppy Playtime|" +
      'Granny Game|Hello Neighbor|Slender Man|Limbo Game|Alan Wake|Tomb Raider|The Last of Us|God of War|' +
      'Horizon Zero Dawn|Spider-Man|Ratchet & Clank|Gran Turismo 7|Death Stranding|Kojima Productions|' +
      "Ghost of Tsushima|Assassin's Creed|Watch Dogs|Rainbow Six|Tom Clancy's|Prince of Persia|Rayman|Rabbids|Ubisoft|" +
      'Activision|Activision Blizzard|King Games|Electronic Arts|Zynga|Rovio|Supercell|Niantic Labs|Playtika|Scopely|' +
      'Moon Active|Voodoo Games|Kwalee|SayGames|Miniclip|Gameloft|Glu Mobile|Netmarble|NCSoft|Nexon|Krafton|Mihoyo|' +
      'HoYoverse|NetEase Games|Tencent Games|Lilith Games|FunPlus|Habby|Dream Games|Peak Games|Rollic|Good Job Games|' +
      'Small Giant Games|Empires & Puzzles|Clash of Lords|Star Trek Fleet Command|Marvel Future Fight|Diablo IV|' +
      'Pokémon TCG|Magic: The Gathering|MTG Arena|Gwent|Shadowverse|Duel Links|Legends of Runeterra Mobile|' +
      'Epic Games Store|GOG|Itch.io|Humble Bundle|Xbox Cloud Gaming|GeForce Now|PlayStation Plus|' +
      'Nintendo Switch Online|Apple Arcade Games|Netflix Games|Google Play Games|Amazon Games|Discord Nitro|' +
      'Twitch Turbo|Kick Streaming|Trovo|Nimo TV|Facebook Gaming|YouTube Gaming',
  ),
];
