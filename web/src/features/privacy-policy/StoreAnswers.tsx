import { PRIVACY_MANIFEST_FILE_NAME, type PrivacyPolicyResponse } from '@aiapp/contracts';
import { STORE_PRIVACY_LINKS } from '@aiapp/store-facts';
import { DownloadButton } from '../../components/actions/DownloadButton';
import type { ReactNode } from 'react';

type StoreAnswers = PrivacyPolicyResponse['store_answers'];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function DataTypeCell({
  category,
  dataType,
  declare,
  note,
}: {
  category: string;
  dataType: string;
  declare: string;
  note?: string;
}) {
  return (
    <th scope="row">
      <span className="answers__category">{category}</span>
      <span className="answers__type">{dataType}</span>
      {declare === 'if_applicable' && <span className="badge badge--warm answers__badge">Only if it applies</span>}
      {note && <span className="answers__note">{note}</span>}
    </th>
  );
}

function AnswersTable({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    <div className="answers__table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="answers__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Question({ question, answer }: { question: string; answer: string }) {
  return (
    <div className="answers__question">
      <dt>{question}</dt>
      <dd>{answer}</dd>
    </div>
  );
}

export function AppStoreAnswers({ answers, manifest }: { answers: StoreAnswers['app_store']; manifest: string }) {
  return (
    <section className="answers" aria-labelledby="answers-app-store">
      <h3 id="answers-app-store" className="answers__title">
        App Store Connect › App Privacy
      </h3>
      <dl className="answers__questions">
        <Question
          question="Do you or your third-party partners collect data from this app?"
          answer={answers.collects_data ? 'Yes, we collect data from this app' : 'No, we do not collect data from this app'}
        />
      </dl>
      {answers.data_types.length > 0 && (
        <AnswersTable
          caption="App Store Connect data types"
          headers={['Data type', 'Linked to the user', 'Used for tracking', 'Purposes']}
        >
          {answers.data_types.map((row) => (
            <tr key={`${row.category}/${row.data_type}`}>
              <DataTypeCell category={row.category} dataType={row.data_type} declare={row.declare} note={row.note} />
              <td>{yesNo(row.linked_to_user)}</td>
              <td>{yesNo(row.used_for_tracking)}</td>
              <td>{row.purposes.join(', ')}</td>
            </tr>
          ))}
        </AnswersTable>
      )}
      <div className="answers__manifest">
        <DownloadButton
          label={`Download ${PRIVACY_MANIFEST_FILE_NAME}`}
          variant="secondary"
          fileName={PRIVACY_MANIFEST_FILE_NAME}
          type="application/xml"
          content={() => manifest}
        />
        <p className="answers__source">
          The same answers as an Xcode privacy manifest: add it to your app target. Apple&apos;s definitions:{' '}
          <a href={STORE_PRIVACY_LINKS.appPrivacyDetails} target="_blank" rel="noreferrer">
            App privacy details on the App Store
          </a>
        </p>
      </div>
    </section>
  );
}

export function GooglePlayAnswers({ answers }: { answers: StoreAnswers['google_play'] }) {
  return (
    <section className="answers" aria-labelledby="answers-google-play">
      <h3 id="answers-google-play" className="answers__title">
        Play Console › App content › Data safety
      </h3>
      <dl className="answers__questions">
        <Question
          question="Does your app collect or share any of the required user data types?"
          answer={yesNo(answers.collects_or_shares_data)}
        />
        {answers.encrypted_in_transit !== null && (
          <Question
            question="Is all of the user data collected by your app encrypted in transit?"
            answer={yesNo(answers.encrypted_in_transit)}
          />
        )}
        {answers.deletion_request_supported !== null && (
          <Question
            question="Do you provide a way for users to request that their data is deleted?"
            answer={yesNo(answers.deletion_request_supported)}
          />
        )}
      </dl>
      {answers.data_types.length > 0 && (
        <AnswersTable
          caption="Google Play data types"
          headers={['Data type', 'Collected / shared', 'Processed ephemerally', 'Required or optional', 'Purposes']}
        >
          {answers.data_types.map((row) => (
            <tr key={`${row.category}/${row.data_type}`}>
              <DataTypeCell category={row.category} dataType={row.data_type} declare={row.declare} note={row.note} />
              <td>{[row.collected && 'Collected', row.shared && 'Shared'].filter(Boolean).join(' and ')}</td>
              <td>{yesNo(row.processed_ephemerally)}</td>
              <td>{row.collection === 'required' ? 'Required' : 'Users can choose'}</td>
              <td>{row.purposes.join(', ')}</td>
            </tr>
          ))}
        </AnswersTable>
      )}
      <p className="answers__source">
        Google&apos;s definitions:{' '}
        <a href={STORE_PRIVACY_LINKS.playDataSafety} target="_blank" rel="noreferrer">
          Provide information for Google Play&apos;s Data safety section
        </a>
      </p>
    </section>
  );
}
