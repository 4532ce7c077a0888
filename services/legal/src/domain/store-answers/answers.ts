import type { AppStorePrivacyAnswers, DataCollectedChoice, PlayDataSafetyAnswers } from '@aiapp/contracts';
import type { PolicyContext } from '../policy/context';
import { storeMappingsFor, type Linkage } from './mappings';

/**
 * `choices` are the categories that leave the device: data processed only on the device is not
 * "collected" in either store's sense (Apple: https://developer.apple.com/app-store/app-privacy-details/#data-collection;
 * Google: https://support.google.com/googleplay/android-developer/answer/10787469), so it is not declared.
 * `uses` carries the visitor's purposes; without them the stock purposes apply.
 */
type Uses = Pick<PolicyContext, 'uses'>;

/** Data that names the user, their device or their purchases makes everything else the app collects linkable to them. */
const IDENTIFYING_CHOICES: readonly DataCollectedChoice[] = [
  'Personal Information (name, email)',
  'Device Information',
  'Payment Information',
];

const isLinked = (linkage: Linkage, choices: DataCollectedChoice[]) =>
  linkage === 'always' || choices.some((choice) => IDENTIFYING_CHOICES.includes(choice));

/**
 * The answers assume nothing is used to track people: the review notes say so and ask the developer
 * to confirm it, and the policy promises it only once they have (`no_sale_or_tracking`).
 */
export function appStoreAnswers(choices: DataCollectedChoice[], ctx: Uses = { uses: {} }): AppStorePrivacyAnswers {
  return {
    collects_data: choices.length > 0,
    data_types: choices.flatMap((source) =>
      storeMappingsFor(source, ctx.uses[source]).appStore.map((mapping) => ({
        category: mapping.category,
        data_type: mapping.dataType,
        declare: mapping.declare,
        linked_to_user: isLinked(mapping.linkage, choices),
        used_for_tracking: false,
        purposes: mapping.purposes,
        source,
        ...(mapping.note ? { note: mapping.note } : {}),
      })),
    ),
  };
}

/**
 * Transfers to service providers acting on the developer's behalf are not "sharing" in the Data
 * safety form, and the policy allows no other transfers, so nothing is shared. Everything is
 * stored (not processed ephemerally), and the policy promises HTTPS and deletion on request.
 */
export function googlePlayAnswers(choices: DataCollectedChoice[], ctx: Uses = { uses: {} }): PlayDataSafetyAnswers {
  const collectsData = choices.length > 0;
  return {
    collects_or_shares_data: collectsData,
    encrypted_in_transit: collectsData ? true : null,
    deletion_request_supported: collectsData ? true : null,
    data_types: choices.flatMap((source) =>
      storeMappingsFor(source, ctx.uses[source]).googlePlay.map((mapping) => ({
        category: mapping.category,
        data_type: mapping.dataType,
        declare: mapping.declare,
        collected: true,
        shared: false,
        processed_ephemerally: false,
        collection: mapping.collection,
        purposes: mapping.purposes,
        source,
        ...(mapping.note ? { note: mapping.note } : {}),
      })),
    ),
  };
}
