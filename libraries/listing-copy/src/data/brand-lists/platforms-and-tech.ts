import { plain, type BrandName } from './brand-name';

/** Operating systems, browsers, app stores, devices and the technology companies behind them. */
export const PLATFORMS_AND_TECH: readonly BrandName[] = [
  ...plain(
    'iPhone|iPad|iPod|iOS|iPadOS|macOS|watchOS|tvOS|visionOS|Vision Pro|Apple Watch|Apple TV|Apple Pay|Apple Arcade|' +
      'Apple Fitness|Apple Books|Apple News|Apple Maps|Apple Podcasts|Siri|iCloud|FaceTime|iMessage|AirDrop|AirPods|' +
      'AirPlay|App Store|Mac App Store|MacBook|iMac|CarPlay|HomePod|Xcode|TestFlight|SwiftUI|VoiceOver',
  ),
  ...plain(
    'Google|Android|Android Auto|Android TV|Google Play|Play Store|Gmail|YouTube|YouTube Music|YouTube Kids|' +
      'YouTube Shorts|Chromebook|ChromeOS|Chromecast|Wear OS|Google Maps|Google Drive|Google Docs|Google Sheets|' +
      'Google Slides|Google Photos|Google Fit|Google Pay|Google Wallet|Google Meet|Google Chat|Google Translate|' +
      'Google Calendar|Google Home|Google Assistant|Google News|Google Tasks|Google One|Google Forms|Google Sites|' +
      'Google Analytics|Google Ads|AdSense|Firebase|Kotlin|Waymo|DeepMind|Fitbit|Stadia|Google TV|Google Nest|' +
      'Google Duo|Hangouts|Picasa|TalkBack',
  ),
  ...plain(
    'Microsoft|Windows Phone|Xbox|Xbox Game Pass|Hotmail|OneDrive|OneNote|Microsoft Teams|Microsoft 365|Office 365|' +
      'PowerPoint|SharePoint|Skype|Bing|Cortana|Azure|Visual Studio|VS Code|GitHub|LinkedIn|Microsoft Edge|' +
      'Internet Explorer|Minecraft Education|Surface Pro|HoloLens|Yammer|Power BI|Dynamics 365|Bethesda|Mojang',
  ),
  ...plain(
    'Amazon|Alexa|Prime Video|Amazon Music|Amazon Photos|Amazon Fresh|Amazon Pay|AWS|Fire TV|Twitch Prime|Goodreads|' +
      'IMDb|Zappos|Whole Foods|Amazon Luna|Blink Camera|Eero',
  ),
  ...plain(
    'Samsung|Galaxy Store|Samsung Pay|Samsung Health|Bixby|Tizen|Huawei|HarmonyOS|AppGallery|Honor Phone|Xiaomi|MIUI|' +
      'Redmi|POCO Phone|OnePlus|OxygenOS|Oppo|ColorOS|Vivo|Realme|Motorola|Moto G|Nokia|Lenovo|Asus|Acer|Dell|HP Inc|' +
      'Hewlett-Packard|IBM|AMD|Nvidia|GeForce|Qualcomm|MediaTek|ARM Holdings|Cisco|Oracle Cloud|Salesforce|Adobe|' +
      'Autodesk|VMware|Ubuntu|Debian|Fedora Linux|Linux|KDE|Raspberry Pi|Arduino|Sony|Xperia|PlayStation|PS5|PS4|' +
      'PS Vita|Nintendo|Nintendo Switch|Switch Online|Game Boy|Wii|Sega|Atari|LG Electronics|LG|Panasonic|Toshiba|' +
      'Sharp Aquos|Philips|Bose|Sonos|JBL|Beats by Dre|Sennheiser|Logitech|Razer|Corsair|SteelSeries|HyperX|GoPro|DJI|' +
      'Nikon|Fujifilm|Olympus|Leica|Kodak|Garmin|Suunto|Polar Flow|Withings|Oura|Whoop|Amazfit|Zepp|Huami|' +
      'Xiaomi Mi Band|Mi Fit|NASA|Apple Health|HealthKit|GarageBand|Claude|Jasper|Babylon|Sims|The Sims|Ola|NHS|' +
      'Mindbody|Tesla|SpaceX|Starlink|Neuralink|Palantir|Databricks|Cloudflare|Akamai|Fastly|DigitalOcean|Heroku|' +
      'Vercel|Netlify|Twilio|SendGrid|Okta|Auth0|CrowdStrike|Palo Alto Networks|Fortinet|McAfee|Norton|Avast|Kaspersky|' +
      'Bitdefender|Malwarebytes|ESET|Symantec|Oculus|Meta Quest|Quest Pro|Horizon Worlds|Niantic|Unity Technologies|' +
      'Unreal Engine|Godot|Epic Games|SteamVR|Steam Deck|Hewlett Packard Enterprise|Dropbox|Box.com|Zoom Video|AOL|' +
      'Baidu|Alibaba|Tencent|ByteDance|Yandex|Naver|Kakao|Rakuten|Mercado Libre|Sea Limited|Shopee|Lazada|Tokopedia|' +
      'Grab Holdings|Flipkart|Paytm|PhonePe|Jio|Airtel',
  ),
  ...plain(
    'Google Chrome|Firefox|Mozilla|Opera GX|Opera Mini|Brave Browser|Vivaldi|DuckDuckGo|Ecosia|Tor Browser|' +
      'Samsung Internet|UC Browser|Arc Browser|Internet Archive|Wikipedia|Wikimedia|WordPress|Wix|Squarespace|Weebly|' +
      'Webflow|GoDaddy|Namecheap|Bluehost|HostGator|Shopify|BigCommerce|WooCommerce|Magento|GitLab|Bitbucket|Docker|' +
      'Kubernetes|Jenkins|JetBrains|IntelliJ|Android Studio|Replit|CodePen|npm|Node.js|React Native|Xamarin',
  ),
  // Telecoms and carriers.
  ...plain(
    'AT&T|Verizon|T-Mobile|Sprint Nextel|Vodafone|Orange Telecom|Telefonica|Movistar|Deutsche Telekom|BT Group|' +
      'EE Mobile|O2 UK|Three UK|Comcast|Xfinity|Cox Communications|Rogers|Bell Canada|Telus|Optus|Telstra|NTT Docomo|' +
      'SoftBank|KDDI|China Mobile|América Movil|Claro|Tim Brasil|MTN|Safaricom|M-Pesa|Etisalat|Ooredoo|Singtel|Starhub|' +
      'Globe Telecom|Mint Mobile|Visible Wireless|Cricket Wireless|Metro by T-Mobile|Google Fi|Lycamobile|Lebara|' +
      'giffgaff|Tello',
  ),
];
