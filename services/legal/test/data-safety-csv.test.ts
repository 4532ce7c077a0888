import { PLAY_DATA_SAFETY_CSV_HEADER } from '@aiapp/store-facts';
import { googlePlayAnswers } from '../src/domain/store-answers/answers';
import { dataSafetyCsv } from '../src/domain/store-answers/data-safety-csv';

/** RFC 4180 rows: quoted cells may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.trimEnd().split('\r\n')) {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const c = line[i]!;
      if (quoted && c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') {
        quoted = !quoted;
      } else if (c === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else {
        cell += c;
      }
    }
    rows.push([...cells, cell]);
  }
  return rows;
}

describe('The Play Data safety CSV', () => {
  it('When nothing is collected, then the Console’s header and the one answer "collects no data" are written', () => {
    const rows = parseCsv(dataSafetyCsv(googlePlayAnswers([])));
    expect(rows[0]!.join(',')).toBe(PLAY_DATA_SAFETY_CSV_HEADER);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([['PSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA', '', 'false']]);
  });

  it('When e-mail addresses and payments are collected, then each declared type has its category row, handling and purposes, and the "if applicable" card details are left to the developer', () => {
    const csv = dataSafetyCsv(googlePlayAnswers(['Personal Information (name, email)', 'Payment Information']), {
      deletionUrl: 'https://example.com/delete',
    });
    const rows = parseCsv(csv).slice(1);
    expect(rows.every((row) => row.length === 5)).toBe(true);
    const answered = rows.map((row) => `${row[0]}|${row[1]}|${row[2]}`);
    expect(answered).toEqual(
      expect.arrayContaining([
        'PSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA||true',
        'PSL_DATA_COLLECTION_ENCRYPTED_IN_TRANSIT||true',
        'PSL_SUPPORT_DATA_DELETION_BY_USER|DATA_DELETION_YES|true',
        'PSL_DATA_DELETION_URL||https://example.com/delete',
        'PSL_DATA_TYPES_PERSONAL|PSL_EMAIL|true',
        'PSL_DATA_USAGE_RESPONSES:PSL_EMAIL:PSL_DATA_USAGE_COLLECTION_AND_SHARING|PSL_DATA_USAGE_ONLY_COLLECTED|true',
        'PSL_DATA_USAGE_RESPONSES:PSL_EMAIL:PSL_DATA_USAGE_EPHEMERAL||false',
        'PSL_DATA_TYPES_FINANCIAL|PSL_PURCHASE_HISTORY|true',
      ]),
    );
    expect(answered.some((row) => row.startsWith('PSL_DATA_USAGE_RESPONSES:PSL_EMAIL:DATA_USAGE_COLLECTION_PURPOSE|PSL_'))).toBe(
      true,
    );
    expect(answered.some((row) => row.includes('PSL_CREDIT_DEBIT_BANK_ACCOUNT_NUMBER'))).toBe(false);
    expect(answered.some((row) => row.includes('DATA_USAGE_SHARING_PURPOSE'))).toBe(false);
  });

  it('When the app is for children, then the Families Policy commitment is answered; for everyone else it is left to the developer', () => {
    const declared = googlePlayAnswers(['Usage Analytics']);
    const families = (csv: string) => parseCsv(csv).filter((row) => row[0] === 'PSL_DATA_COLLECTION_COMPLIES_FAMILY_POLICY');
    expect(families(dataSafetyCsv(declared, { forChildren: true })).map((row) => row[2])).toEqual(['true']);
    expect(families(dataSafetyCsv(declared))).toEqual([]);
  });

  it('When the CSV is written, then its records are separated by CRLF (RFC 4180) and no line holds a bare LF', () => {
    const csv = dataSafetyCsv(googlePlayAnswers(['Personal Information (name, email)']), {
      deletionUrl: 'https://example.com/delete',
    });
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('When a label holds a comma, then its cell is quoted so the row keeps five columns', () => {
    const csv = dataSafetyCsv(googlePlayAnswers(['Payment Information']));
    expect(csv).toMatch(/"[^"\n]*,[^"\n]*"/);
    expect(parseCsv(csv).every((row) => row.length === 5)).toBe(true);
  });
});
