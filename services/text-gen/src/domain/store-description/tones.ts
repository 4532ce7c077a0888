import type { APP_TYPES } from '@aiapp/contracts';

export type AppType = (typeof APP_TYPES)[number];

/** How copy for one kind of app sounds: its promise, its everyday scene, its call to action. */
export interface Tone {
  /** What the kind of app the user builds usually calls itself when the category says little. */
  noun: string;
  /** Verb phrases that complete "helps you …" and "… with {app}": no commas, so both read well. */
  outcomes: readonly string[];
  /** A sentence about fitting into the user's life; `{app}` is the app name. */
  everyday: readonly string[];
  /** Closing calls to action; `{app}` is the app name. */
  closings: readonly string[];
  mark: '.' | '!';
}

export const TONES: Readonly<Record<AppType, Tone>> = {
  utility: {
    noun: 'utility app',
    outcomes: [
      'get everyday tasks done in seconds',
      'handle everyday jobs quickly and without fuss',
      'save time on the small things every day',
    ],
    everyday: [
      'Whether you need it once a day or once a month, {app} is ready when you are.',
      '{app} stays out of your way: open it, get the job done, and get on with your day.',
    ],
    closings: ['Download {app} and make everyday tasks quicker.', 'Install {app} today and keep it one tap away.'],
    mark: '.',
  },
  productivity: {
    noun: 'productivity app',
    outcomes: [
      'stay organized and get more done',
      'focus on what matters and finish what you start',
      'turn busy days into productive ones',
    ],
    everyday: [
      'Whether you are planning a busy week or a single afternoon, {app} keeps everything in one place.',
      'From the first task of the morning to the last check of the day, {app} keeps you on top of it.',
    ],
    closings: ['Download {app} and start getting more done today.', 'Get {app} now and take control of your day.'],
    mark: '.',
  },
  game: {
    noun: 'game',
    outcomes: [
      'jump into quick rounds or play for hours',
      'take on fresh challenges every time you play',
      'sharpen your skills and beat your best score',
    ],
    everyday: [
      'Whether you have five minutes or a whole evening, there is always another round waiting in {app}.',
      'Easy to pick up and hard to put down, {app} is made for one more round.',
    ],
    closings: ['Download {app} now and start playing!', 'Install {app} and join the fun today!'],
    mark: '!',
  },
  social: {
    noun: 'social app',
    outcomes: [
      'stay close to the people who matter',
      'share moments and keep the conversation going',
      'meet people who share your interests',
    ],
    everyday: [
      'Whether you are catching up with old friends or meeting new ones, {app} brings your people together.',
      'From quick check-ins to long conversations, {app} keeps everyone connected.',
    ],
    closings: ['Download {app} and start connecting today.', 'Join {app} today and bring your people together.'],
    mark: '.',
  },
  health: {
    noun: 'health app',
    outcomes: [
      'build healthy habits that last',
      'look after your body and mind one day at a time',
      'stay on track with your health goals',
    ],
    everyday: [
      'Whether you are just getting started or keeping a streak alive, {app} fits into your day.',
      'A few minutes a day with {app} is all it takes to keep your goals in sight.',
    ],
    closings: [
      'Download {app} and take the first step toward a healthier routine.',
      'Start with {app} today: small steps add up.',
    ],
    mark: '.',
  },
  education: {
    noun: 'learning app',
    outcomes: ['learn something new every day at your own pace', 'master new skills step by step', 'make what you learn stick'],
    everyday: [
      'Whether you are starting from scratch or brushing up, {app} meets you where you are.',
      'Short sessions fit into any schedule, so learning with {app} becomes a habit.',
    ],
    closings: ['Download {app} and start learning today.', 'Get {app} now and make today the day you learn something new.'],
    mark: '.',
  },
  business: {
    noun: 'business app',
    outcomes: [
      'run your work more efficiently',
      'keep your business moving wherever you are',
      'spend less time on admin and more on growth',
    ],
    everyday: [
      'Whether you run a team or work on your own, {app} keeps your work organized.',
      'In the office, on the road or at home, {app} keeps your business within reach.',
    ],
    closings: ['Download {app} and streamline your workday.', 'Get {app} today and keep your business moving.'],
    mark: '.',
  },
};

export const withApp = (template: string, app: string) => template.replaceAll('{app}', app);
