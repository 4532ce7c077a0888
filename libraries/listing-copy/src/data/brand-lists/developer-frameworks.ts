import { common, plain, type BrandName } from './brand-name';

/**
 * Platform frameworks and developer products that app names are often built like: Apple's
 * "<Word>Kit" frameworks ("WatchKit", "HealthKit"), Google's Jetpack libraries ("CameraX") and
 * developer tools and brands ("Typekit", "CameraKit"). A reader rejected generated names that
 * were one of them (issue 28, the set read after F: WatchKit, TypeKit, CameraKit).
 */
export const DEVELOPER_FRAMEWORKS: readonly BrandName[] = [
  // Apple's frameworks, https://developer.apple.com/documentation/technologies
  ...plain(
    'ARKit|CareKit|ResearchKit|HomeKit|MapKit|WatchKit|StoreKit|SiriKit|GameKit|CallKit|PassKit|ClassKit|CloudKit|' +
      'SpriteKit|SceneKit|RealityKit|MusicKit|WeatherKit|WidgetKit|EventKit|PencilKit|PDFKit|UIKit|AppKit|WebKit|' +
      'MetalKit|ShazamKit|SensorKit|DriverKit|ReplayKit|PhotoKit|VisionKit|CryptoKit|ActivityKit|TipKit|SwiftData|' +
      'Core ML|Create ML|Xcode Cloud',
  ),
  // Google's Android Jetpack libraries, https://developer.android.com/jetpack/androidx/explorer,
  // and developer products, https://developers.google.com/products
  ...plain(
    'Android Jetpack|Jetpack Compose|CameraX|WorkManager|ML Kit|Material Design|ARCore|Sceneform|Gboard|Family Link|' +
      'Nearby Share|Google Play Console|Dialogflow|TensorFlow|TensorFlow Lite|MediaPipe|Teachable Machine|Google Cast|' +
      'Google Colab|Vertex AI|NotebookLM|Google Fonts|Material You|Bazel',
  ),
  ...common('Jetpack|Swagger'),
  // Other developer brands: Adobe Fonts, formerly Typekit, https://fonts.adobe.com; Snap's Camera Kit
  // and Snap Kit, https://developers.snap.com; https://www.postman.com is listed with ordinary words.
  ...plain(
    'Typekit|Adobe Fonts|CameraKit|Snap Kit|Lens Studio|Spark AR|Zeplin|InVision|Supabase|Fastlane|Bitrise|CircleCI|' +
      'Cordova|PhoneGap|Gradle|CocoaPods|CodeKit|Typeform|Kaggle',
  ),
];
