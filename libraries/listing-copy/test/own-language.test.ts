import { centralFirst, ownList, ownPhrase, ownSentence, ownShortLine } from '@aiapp/listing-copy';

/** Briefs written for these tests in Polish, Portuguese, Turkish, Vietnamese and Tamil: an app's name, category and lines. */
const polish = {
  name: 'Domowa Spiżarnia',
  category: 'Dom / Zakupy',
  lines: ['lista zakupów dla całej rodziny', 'spiżarnia: co mamy w domu i do kiedy jest ważne', 'przypomnienie o dacie ważności'],
};
const portuguese = {
  name: 'Horta Viva',
  category: 'Casa / Jardinagem',
  lines: ['lembrete de rega e adubação', 'calendário de plantio da horta por região', 'diário da horta com fotos'],
};
const turkish = {
  name: 'Apartman Kasası',
  category: 'Ev & Yaşam / Site yönetimi',
  lines: ['yıllık gelir-gider raporu PDF', 'apartman aidat takibi: kim ödedi, kim ödemedi', 'sakinlere duyuru gönderir'],
};
const vietnamese = {
  name: 'Sổ Hụi',
  category: 'Tài chính',
  lines: ['nhắc đóng tiền trước 1 ngày', 'quản lý dây hụi: số phần, tiền mỗi kỳ', 'xuất báo cáo gửi qua Zalo'],
};
const tamil = {
  name: 'கோயில் நாட்காட்டி',
  category: 'வாழ்க்கை முறை / ஆன்மிகம்',
  lines: ['தினசரி ராசி பலன்', 'கோயில் திருவிழா நாட்கள் மற்றும் நேரங்கள்', 'விரத நினைவூட்டல்'],
};

describe("a brief's own language", () => {
  test.each([
    [polish, 'Spiżarnia: co mamy w domu i do kiedy jest ważne'],
    [portuguese, 'Calendário de plantio da horta por região'],
    [turkish, 'Apartman aidat takibi: kim ödedi, kim ödemedi'],
    [vietnamese, 'Quản lý dây hụi: số phần, tiền mỗi kỳ'],
    [tamil, 'கோயில் திருவிழா நாட்கள் மற்றும் நேரங்கள்'],
  ])(
    'When $name lists its features, then the line that shares most with its name and category comes first, whole',
    (brief, line) => {
      const typed = brief.lines.map((typedLine) => ownPhrase(typedLine));
      const ordered = centralFirst(typed, [brief.name, brief.category]);
      expect(ordered[0]).toBe(line);
      expect([...ordered].sort()).toEqual([...typed].sort());
    },
  );

  test('When a line is made a sentence, then it closes with its script’s full stop and no mark is doubled', () => {
    expect(ownSentence('lembrete de rega e adubação')).toBe('Lembrete de rega e adubação.');
    expect(ownSentence('दैनिक पंचांग और व्रत की याद')).toBe('दैनिक पंचांग और व्रत की याद।');
    expect(ownSentence('Korte vragen na het lezen: heb je het begrepen?')).toBe(
      'Korte vragen na het lezen: heb je het begrepen?',
    );
  });

  test('When a typed line joins items with "+", then its script’s list punctuation joins them', () => {
    expect(ownPhrase('Tik op een woord voor uitleg + vertaling')).toBe('Tik op een woord voor uitleg, vertaling');
    expect(ownPhrase('حفظ جديد + مراجعة قريبة + مراجعة بعيدة')).toBe('حفظ جديد، مراجعة قريبة، مراجعة بعيدة');
    expect(ownList(['近くの銭湯', '日帰り温泉'])).toBe('近くの銭湯、日帰り温泉');
  });

  test('When the central line is short, then the next lines join it in a list, lower-cased after the first', () => {
    const fits = (line: string) => [...line].length <= 80;
    expect(ownShortLine(['Diário da horta com fotos', 'Lembrete de rega e adubação'], fits, 50)).toBe(
      'Diário da horta com fotos, lembrete de rega e adubação',
    );
    expect(ownShortLine(['தினசரி ராசி பலன்', 'விரத நினைவூட்டல்'], fits, 50)).toBe('தினசரி ராசி பலன், விரத நினைவூட்டல்');
    // A line of 50 characters or more stands alone.
    expect(ownShortLine(['Calendário de plantio da horta por região e por estação', 'Diário'], fits, 50)).toBe(
      'Calendário de plantio da horta por região e por estação',
    );
  });
});
