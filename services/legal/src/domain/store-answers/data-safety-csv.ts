import type { PlayDataSafetyAnswers, PlayDataTypeAnswer } from '@aiapp/contracts';
import {
  PLAY_DATA_DELETION_RESPONSES,
  PLAY_DATA_SAFETY_CATEGORY_IDS,
  PLAY_DATA_SAFETY_CSV_HEADER,
  PLAY_DATA_SAFETY_CSV_LINE_END,
  PLAY_DATA_SAFETY_PURPOSE_IDS,
  PLAY_DATA_SAFETY_QUESTIONS,
  PLAY_DATA_SAFETY_TYPE_IDS,
  PLAY_DATA_USAGE_QUESTIONS,
  PLAY_DATA_USAGE_RESPONSES,
} from '@aiapp/store-facts';

type Row = [question: string, response: string, value: string, requirement: string, label: string];

/** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const yesNo = (value: boolean) => (value ? 'true' : 'false');

function typeRows(answer: PlayDataTypeAnswer): Row[] {
  const typeId = PLAY_DATA_SAFETY_TYPE_IDS[answer.data_type];
  const usage = (question: string) => `PSL_DATA_USAGE_RESPONSES:${typeId}:${question}`;
  const label = (question: string) => `Data usage and handling (${answer.data_type}) / ${question}`;
  const rows: Row[] = [
    [
      PLAY_DATA_SAFETY_CATEGORY_IDS[answer.category],
      typeId,
      'true',
      'MULTIPLE_CHOICE',
      `${answer.category} / ${answer.data_type}`,
    ],
  ];
  if (answer.collected)
    rows.push([
      usage(PLAY_DATA_USAGE_QUESTIONS.collectionAndSharing),
      PLAY_DATA_USAGE_RESPONSES.onlyCollected,
      'true',
      'MULTIPLE_CHOICE',
      label('Collected'),
    ]);
  if (answer.shared)
    rows.push([
      usage(PLAY_DATA_USAGE_QUESTIONS.collectionAndSharing),
      PLAY_DATA_USAGE_RESPONSES.onlyShared,
      'true',
      'MULTIPLE_CHOICE',
      label('Shared'),
    ]);
  rows.push([
    usage(PLAY_DATA_USAGE_QUESTIONS.ephemeral),
    '',
    yesNo(answer.processed_ephemerally),
    'MAYBE_REQUIRED',
    label('Is this data processed ephemerally?'),
  ]);
  const control =
    answer.collection === 'optional'
      ? PLAY_DATA_USAGE_RESPONSES.userControlOptional
      : PLAY_DATA_USAGE_RESPONSES.userControlRequired;
  rows.push([
    usage(PLAY_DATA_USAGE_QUESTIONS.userControl),
    control,
    'true',
    'SINGLE_CHOICE',
    label(`Collection is ${answer.collection}`),
  ]);
  for (const purpose of answer.purposes) {
    rows.push([
      usage(PLAY_DATA_USAGE_QUESTIONS.collectionPurpose),
      PLAY_DATA_SAFETY_PURPOSE_IDS[purpose],
      'true',
      'MULTIPLE_CHOICE',
      label(`Why is this user data collected? / ${purpose}`),
    ]);
  }
  return rows;
}

/** What the CSV needs besides the store answers: the profile's deletion page, and whether the app is for children. */
export interface DataSafetyContext {
  readonly deletionUrl?: string;
  /** The target age group includes children (audience `children` or `mixed`). */
  readonly forChildren?: boolean;
}

/**
 * The Data safety answers in the Play Console's CSV import format (header and ids in
 * PLAY_DATA_SAFETY_CSV_HEADER and its neighbours in @aiapp/store-facts). Only the answers given are
 * written: the types declared outright, their collection, handling and purposes, the
 * encryption and deletion questions, and for an app made for children the Families Policy
 * commitment. Types to declare only "if applicable" are left for the developer to tick (see the
 * answers sheet); the questions the answers cannot support (account creation, the security
 * review, the UPI badge) are left out, so the Console keeps them unanswered (docs/store-kit.md).
 */
export function dataSafetyCsv(
  answers: PlayDataSafetyAnswers,
  { deletionUrl = '', forChildren = false }: DataSafetyContext = {},
): string {
  const Q = PLAY_DATA_SAFETY_QUESTIONS;
  const rows: Row[] = [
    [
      Q.collectsData,
      '',
      yesNo(answers.collects_or_shares_data),
      'REQUIRED',
      'Does your app collect or share any of the required user data types?',
    ],
  ];
  if (answers.collects_or_shares_data) {
    if (answers.encrypted_in_transit !== null)
      rows.push([
        Q.encryptedInTransit,
        '',
        yesNo(answers.encrypted_in_transit),
        'MAYBE_REQUIRED',
        'Is all of the user data collected by your app encrypted in transit?',
      ]);
    if (answers.deletion_request_supported !== null) {
      const response = answers.deletion_request_supported ? PLAY_DATA_DELETION_RESPONSES.yes : PLAY_DATA_DELETION_RESPONSES.no;
      rows.push([
        Q.deletionByUser,
        response,
        'true',
        'SINGLE_CHOICE',
        'Do you provide a way for users to request that their data is deleted?',
      ]);
    }
    if (deletionUrl) rows.push([Q.deletionUrl, '', deletionUrl, 'MAYBE_REQUIRED', 'Delete data URL']);
    // An app for children must follow the Families Policy (https://support.google.com/googleplay/android-developer/answer/9893335); the listing says so.
    if (forChildren)
      rows.push([
        Q.familiesCommitment,
        '',
        'true',
        'OPTIONAL',
        'Do you want to let users know about your commitment to the Google Play Families Policy in the Data safety section?',
      ]);
    for (const answer of answers.data_types.filter((type) => type.declare === 'yes')) rows.push(...typeRows(answer));
  }
  const lines = [PLAY_DATA_SAFETY_CSV_HEADER, ...rows.map((row) => row.map(cell).join(','))];
  return lines.join(PLAY_DATA_SAFETY_CSV_LINE_END) + PLAY_DATA_SAFETY_CSV_LINE_END;
}
