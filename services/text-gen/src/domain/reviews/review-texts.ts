/**
 * Sample review wording by star rating. `{app}` is the app's name. Each rating has short,
 * medium and long texts in different voices, so a set of cards reads like different people.
 */
export interface ReviewText {
  title: string;
  review: string;
}

export const REVIEW_TEXTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly ReviewText[]>> = {
  5: [
    { title: 'Exactly what I needed', review: '{app} does exactly what it says. Clean, fast, and no learning curve.' },
    { title: 'Use it every day', review: 'I open {app} every single morning now. It has quietly become part of my routine.' },
    { title: 'Finally!', review: 'Finally an app that just works. Thank you {app} team!' },
    {
      title: 'Replaced three other apps',
      review:
        'I had three different apps doing bits of what {app} does, and none of them did it well. Switched two weeks ago and deleted the others. The design is thoughtful and everything is where you expect it to be.',
    },
    {
      title: 'Love the design',
      review: 'Beautiful design and super intuitive. {app} feels like it was made by people who actually use it.',
    },
    {
      title: 'Worth every minute',
      review:
        'I was skeptical after trying so many similar apps, but {app} won me over in the first day. Setup took a couple of minutes, it has never crashed on me, and the little details show real care. Highly recommend.',
    },
    { title: 'Five stars, easily', review: 'Simple, reliable, and it respects my time. Five stars for {app}.' },
    {
      title: 'My whole family uses it',
      review: 'Showed {app} to my partner and now the whole family is on it. That says it all.',
    },
  ],
  4: [
    {
      title: 'Great app, one wish',
      review: 'Really solid app. I use {app} most days. Would love a dark mode, but otherwise great.',
    },
    {
      title: 'Almost perfect',
      review: '{app} is almost perfect. A couple of settings are hard to find, but once set up it is excellent.',
    },
    {
      title: 'Big improvement over what I used before',
      review:
        'Moved to {app} from another app last month and it is a clear step up: faster, cleaner, and fewer taps for everyday things. Taking one star off only because I would like more customization options.',
    },
    { title: 'Very good', review: 'Very good app. {app} does the job well and looks nice doing it.' },
    { title: 'Solid and reliable', review: 'Reliable and well designed. A widget would make {app} a five-star app for me.' },
    {
      title: 'Recommended with a small caveat',
      review:
        'I recommend {app} to friends. It is easy to pick up and it has not let me down yet. The only thing I miss is being able to export my data, which I hope is on the roadmap.',
    },
  ],
  3: [
    { title: 'Good idea, needs polish', review: '{app} has a good idea behind it, but it still feels a bit rough in places.' },
    {
      title: 'Mixed feelings',
      review:
        'Some parts of {app} are great and I use them daily. Others feel unfinished: a few screens are slow to load and I lost a setting after an update. Keeping it for now and hoping the next updates fix things.',
    },
    { title: 'It is okay', review: '{app} is okay. Does the basics fine, nothing special yet.' },
    {
      title: 'Three stars for now',
      review: 'Three stars for now. I like where {app} is going, but I need it to sync more reliably before I rely on it.',
    },
    { title: 'Decent but slow at times', review: 'Decent app, but {app} can be slow to open on my older phone.' },
    { title: 'Promising', review: 'Promising start. With a few more features {app} could be really good.' },
  ],
  2: [
    {
      title: 'Not there yet',
      review: 'I wanted to like {app}, but it crashed twice on the first day. Will try again after an update.',
    },
    {
      title: 'Frustrating setup',
      review:
        'Setting up {app} took much longer than it should have, and the instructions were unclear. Once it worked it was fine, but I almost gave up before that.',
    },
    { title: 'Missing basics', review: 'Missing some basic options I expected. Hard to recommend {app} right now.' },
    { title: 'Could be better', review: '{app} could be much better. Support did answer my email quickly, which I appreciated.' },
    { title: 'Too many bugs', review: 'Too many small bugs in {app} at the moment. Buttons sometimes need two taps.' },
    {
      title: 'Two stars, might change',
      review:
        'The idea behind {app} is good and I can see the potential, but right now it is missing the features I need most. I will check back in a few months and update my rating.',
    },
  ],
  1: [
    { title: 'Did not work for me', review: '{app} would not open past the start screen on my phone. Deleted it.' },
    {
      title: 'Disappointed',
      review:
        'Really disappointed with {app}. I lost my data after the last update and there was no way to get it back. Please add backups before anything else.',
    },
    { title: 'Not for me', review: '{app} is not for me. Too many steps to do something simple.' },
    {
      title: 'Keeps logging me out',
      review: '{app} keeps logging me out every time I close it. Uninstalling until this is fixed.',
    },
    { title: 'Would not recommend', review: 'Would not recommend {app} yet. It drained my battery in an afternoon.' },
    { title: 'Needs work', review: 'Needs a lot of work. Kept freezing whenever I switched screens in {app}.' },
  ],
};

export const REVIEWER_FIRST_NAMES = [
  'Sarah',
  'James',
  'Priya',
  'Mateo',
  'Aisha',
  'Liam',
  'Yuki',
  'Chloe',
  'Daniel',
  'Fatima',
  'Noah',
  'Elena',
  'Kwame',
  'Olivia',
  'Arjun',
  'Mia',
  'Lucas',
  'Zara',
  'Ethan',
  'Sofia',
  'Omar',
  'Grace',
  'Hiro',
  'Nina',
];

export const HANDLE_WORDS = [
  'coffee',
  'runner',
  'pixel',
  'maple',
  'nomad',
  'sunny',
  'techie',
  'bookworm',
  'wander',
  'cedar',
  'river',
  'echo',
];
