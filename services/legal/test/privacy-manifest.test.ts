import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DATA_COLLECTED_CHOICES, type DataCollectedChoice } from '@aiapp/contracts';
import { generatePrivacyPolicy } from '../src/domain/generate-privacy-policy';

const manifestFor = (data_collected: DataCollectedChoice[]) =>
  generatePrivacyPolicy({ app_name: 'A', company_name: 'B', email: '', website: '', data_collected }, new Date())
    .privacy_manifest;

/** The collected-data dictionaries of a manifest, as { type, linked, tracking, purposes }. */
function collectedTypes(xml: string) {
  const parsed = new XMLParser({ preserveOrder: true, commentPropName: '#comment' }).parse(xml) as unknown[];
  const plist = (parsed as { plist?: unknown[] }[]).find((node) => node.plist)?.plist ?? [];
  const root = (plist as { dict?: unknown[] }[]).find((node) => node.dict)?.dict ?? [];
  const collectedArray = (root as { array?: unknown[] }[]).filter((node) => node.array)[1]?.array ?? [];
  return (collectedArray as { dict?: unknown[] }[])
    .filter((node) => node.dict)
    .map((node) => {
      const items = node.dict as Record<string, unknown>[];
      const text = (item: Record<string, unknown> | undefined) =>
        ((item?.string ?? item?.key) as { '#text': string }[])[0]?.['#text'];
      const purposes = ((items[7]?.array ?? []) as Record<string, unknown>[]).map(text);
      return { type: text(items[1]), linked: 'true' in (items[3] ?? {}), tracking: 'true' in (items[5] ?? {}), purposes };
    });
}

describe('Xcode privacy manifest (PrivacyInfo.xcprivacy)', () => {
  it('When everything is selected, then the manifest is a well-formed property list with no tracking', () => {
    const xml = manifestFor([...DATA_COLLECTED_CHOICES]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toMatch(/<key>NSPrivacyTracking<\/key>\n\t<false\/>/);
    expect(xml).toContain('<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN"');
  });

  it('When location and photos are selected, then the manifest declares the same types and purposes as App Store Connect', () => {
    expect(collectedTypes(manifestFor(['Location Data', 'Camera/Photos']))).toEqual([
      {
        type: 'NSPrivacyCollectedDataTypePreciseLocation',
        linked: false,
        tracking: false,
        purposes: ['NSPrivacyCollectedDataTypePurposeAppFunctionality'],
      },
      {
        type: 'NSPrivacyCollectedDataTypeCoarseLocation',
        linked: false,
        tracking: false,
        purposes: ['NSPrivacyCollectedDataTypePurposeAppFunctionality'],
      },
      {
        type: 'NSPrivacyCollectedDataTypePhotosorVideos',
        linked: false,
        tracking: false,
        purposes: ['NSPrivacyCollectedDataTypePurposeAppFunctionality'],
      },
    ]);
  });

  it('When device information is selected, then device ID and diagnostics are linked and serve functionality and analytics', () => {
    const types = collectedTypes(manifestFor(['Device Information']));
    expect(types.map((entry) => entry.type)).toEqual([
      'NSPrivacyCollectedDataTypeDeviceID',
      'NSPrivacyCollectedDataTypeCrashData',
      'NSPrivacyCollectedDataTypePerformanceData',
    ]);
    expect(types.every((entry) => entry.linked && entry.purposes.includes('NSPrivacyCollectedDataTypePurposeAnalytics'))).toBe(
      true,
    );
  });

  it('When payment is selected, then card details are left as a reminder comment, not declared', () => {
    const xml = manifestFor(['Payment Information']);
    expect(collectedTypes(xml).map((entry) => entry.type)).toEqual(['NSPrivacyCollectedDataTypePurchaseHistory']);
    expect(xml).toMatch(/<!-- Also add NSPrivacyCollectedDataTypePaymentInfo here if this applies: [^\n]*-->/);
  });

  it('When nothing is selected, then no data type is declared', () => {
    const xml = manifestFor([]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<key>NSPrivacyCollectedDataTypes</key>\n\t<array/>');
  });
});
