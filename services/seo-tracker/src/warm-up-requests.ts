import { ROUTES } from '@aiapp/contracts';
import type { WarmUpRequest } from '@aiapp/kit';

/**
 * Two listings a visitor might paste, of different kinds: what the service sends through itself
 * at start (`warmThroughHttp`) so the part-of-speech tagger and the keyword code have run on text
 * like a visitor's before the first one comes (a first parse of a real description took over 70 ms).
 * The first is longer than THREAD_TEXT_LENGTH (tagged-terms.ts), so the tagging thread has loaded
 * and parsed one too; the second is shorter and is tagged on the event loop.
 */
export const ASO_WARM_UP_REQUESTS: readonly WarmUpRequest[] = [
  {
    route: ROUTES.optimizeAso,
    body: {
      app_name: 'Hivewise',
      category: 'Lifestyle',
      description: [
        "Hivewise is a beekeeper's logbook for hobby apiaries: record every hive inspection in a few taps.",
        '',
        '• Log brood, queen sightings and temperament with photos',
        '• Track varroa mite counts and treatments across the season',
        '• Reminders for feeding, supering and swarm checks',
        '• Works offline at the apiary; no ads, and your data stays on your phone',
        '• Harvest records per super: weight, moisture and the frames you extracted',
        '• Share an inspection summary with your mentor or local beekeeping club',
      ].join('\n'),
    },
  },
  {
    route: ROUTES.optimizeAso,
    body: {
      app_name: 'Wordloom',
      category: 'Games',
      description:
        "A calm daily word puzzle. Weave letters into words, use hints when you're stuck, and compare streaks with friends on weekly leaderboards. Dark mode, no timers, free-to-play.",
    },
  },
];
