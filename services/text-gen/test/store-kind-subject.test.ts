import { StoreDescriptionRequest } from '@aiapp/contracts';
import { writeStoreDescription } from '../src/domain/store-description/built-in';

// Briefs of the tune half of bench/briefs/briefs-200.json and of the spent sets (bench/briefs/spent-*).
const request = (fields: Pick<StoreDescriptionRequest, 'app_name' | 'app_category' | 'target_audience' | 'key_features'>) =>
  StoreDescriptionRequest.parse({ app_type: 'utility', unique_selling_points: [], ...fields });

describe("the store description's kind of app", () => {
  it('When the category is only a shelf and the brief is clear about its subject, then the first sentence and short description name the subject as the kind', () => {
    const copy = writeStoreDescription(
      request({
        app_name: 'Hushring',
        app_category: 'Medical',
        target_audience: 'People living with tinnitus',
        key_features: [
          'Sound therapy: white, pink and brown noise, rain, fan',
          'Match the pitch of your tinnitus with a tone finder',
          'Notched music tuned to your pitch',
          'sleep timer',
          'Short CBT-based lessons for coping',
        ],
      }),
    );
    expect(copy.play_store_description).toMatch(/^Hushring is a tinnitus app /);
    expect(copy.short_description).toMatch(/^Tinnitus app /);
  });

  it('When the subject is only the head of a compound ("hearing aid"), then the kind stays the shelf', () => {
    const copy = writeStoreDescription(
      request({
        app_name: 'Hearclip Tune',
        app_category: 'Medical',
        target_audience: 'people who wear Hearclip-compatible hearing aids',
        key_features: [
          'adjust volume L/R separately',
          'switch programs: restaurant, outdoors, TV, music',
          'battery level for each aid',
          'find my hearing aid (last seen location)',
          'share settings report with your audiologist',
        ],
      }),
    );
    expect(copy.play_store_description).toMatch(/^Hearclip Tune is a medical app /);
  });

  it('When a feature opens with a verb alone before "or" ("exclude or include kitchen staff"), then the short description never pairs that bare verb with the audience (Tronc Share, spent set)', () => {
    const copy = writeStoreDescription(
      request({
        app_name: 'Tronc Share',
        app_category: 'Finance',
        target_audience: 'restaurant and bar managers who split pooled tips among staff',
        key_features: [
          'enter total tips (cash + card) per shift',
          'split by hours worked, role points, or equal',
          'exclude or include kitchen staff per your policy',
          'payslip-ready summary per employee per week',
          'audit trail so staff can see how it was split',
        ],
      }),
    );
    expect(copy.short_description).not.toMatch(/^Exclude for/);
    expect(copy.short_description).toMatch(/tips/);
  });
});
