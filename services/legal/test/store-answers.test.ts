import { APP_STORE_DATA_TYPES, PLAY_DATA_TYPES } from '@aiapp/store-facts';
import { type DataCollectedChoice, DATA_COLLECTED_CHOICES } from '@aiapp/contracts';
import { appStoreAnswers, googlePlayAnswers } from '../src/domain/store-answers/answers';

const appleTypes = (choices: DataCollectedChoice[]) =>
  appStoreAnswers(choices).data_types.map((row) => `${row.category} / ${row.data_type}`);
const playTypes = (choices: DataCollectedChoice[]) =>
  googlePlayAnswers(choices).data_types.map((row) => `${row.category} / ${row.data_type}`);

describe('App Store and Google Play privacy answers', () => {
  it('When location is selected, then both stores get precise and approximate location for app functionality, not tracking', () => {
    expect(appleTypes(['Location Data'])).toEqual(['Location / Precise Location', 'Location / Coarse Location']);
    expect(playTypes(['Location Data'])).toEqual(['Location / Approximate location', 'Location / Precise location']);
    for (const row of appStoreAnswers(['Location Data']).data_types) {
      expect(row).toMatchObject({ purposes: ['App Functionality'], used_for_tracking: false });
    }
  });

  it('When payment information is selected, then purchase history is declared and card details only if the app receives them', () => {
    const apple = appStoreAnswers(['Payment Information']).data_types;
    expect(apple.find((row) => row.data_type === 'Purchase History')?.declare).toBe('yes');
    expect(apple.find((row) => row.data_type === 'Payment Info')).toMatchObject({
      declare: 'if_applicable',
      note: expect.stringContaining('In-App Purchase'),
    });
    const play = googlePlayAnswers(['Payment Information']).data_types;
    expect(play.map((row) => [row.data_type, row.declare])).toEqual([
      ['Purchase history', 'yes'],
      ['User payment info', 'if_applicable'],
    ]);
  });

  it('When payment is not selected, then no financial data type is declared anywhere', () => {
    const others = DATA_COLLECTED_CHOICES.filter((choice) => choice !== 'Payment Information');
    expect(appleTypes(others).filter((type) => /Financial|Purchases/.test(type))).toEqual([]);
    expect(playTypes(others).filter((type) => type.startsWith('Financial'))).toEqual([]);
  });

  it('When analytics is collected without any identifier, then it is not linked to the user; with an account, device ID or purchase records it is', () => {
    expect(appStoreAnswers(['Usage Analytics']).data_types[0]?.linked_to_user).toBe(false);
    for (const identifying of ['Personal Information (name, email)', 'Device Information', 'Payment Information'] as const) {
      const rows = appStoreAnswers(['Usage Analytics', identifying]).data_types;
      expect(rows.find((row) => row.data_type === 'Product Interaction')?.linked_to_user).toBe(true);
    }
    expect(appStoreAnswers(['Usage Analytics', 'Contacts']).data_types[0]?.linked_to_user).toBe(false);
  });

  it('When name and e-mail are collected, then they are linked contact info and account data in Google Play', () => {
    expect(appStoreAnswers(['Personal Information (name, email)']).data_types).toEqual([
      expect.objectContaining({ category: 'Contact Info', data_type: 'Name', linked_to_user: true }),
      expect.objectContaining({ category: 'Contact Info', data_type: 'Email Address', linked_to_user: true }),
    ]);
    expect(googlePlayAnswers(['Personal Information (name, email)']).data_types[1]?.purposes).toContain('Account management');
  });

  it('When nothing is selected, then both forms say no data is collected and skip the security questions', () => {
    expect(appStoreAnswers([])).toEqual({ collects_data: false, data_types: [] });
    expect(googlePlayAnswers([])).toEqual({
      collects_or_shares_data: false,
      encrypted_in_transit: null,
      deletion_request_supported: null,
      data_types: [],
    });
  });

  it('When everything is selected, then every answer names a real data type of its own category and nothing is shared or tracked', () => {
    for (const row of appStoreAnswers([...DATA_COLLECTED_CHOICES]).data_types) {
      expect(APP_STORE_DATA_TYPES[row.category] as readonly string[]).toContain(row.data_type);
      expect(row.used_for_tracking).toBe(false);
    }
    for (const row of googlePlayAnswers([...DATA_COLLECTED_CHOICES]).data_types) {
      expect(PLAY_DATA_TYPES[row.category] as readonly string[]).toContain(row.data_type);
      expect(row).toMatchObject({ collected: true, shared: false });
    }
    const sources = new Set(appStoreAnswers([...DATA_COLLECTED_CHOICES]).data_types.map((row) => row.source));
    expect([...sources]).toEqual([...DATA_COLLECTED_CHOICES]);
  });
});
