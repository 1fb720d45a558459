import type { RuleSuggestion } from '@cashline/core';
import { Notice } from '../../components/ui/Notice';
import { RuleOffer } from './RuleOffer';
import type { BulkCategory } from './useBulkCategory';

/** What the bulk edit did, and its learning offers, one per payee of the selection. */
export function BulkRuleOffers({ bulk }: { bulk: BulkCategory }) {
  return (
    <>
      {bulk.done && <Notice tone="success">{bulk.done}</Notice>}
      {bulk.offers.map((offer: RuleSuggestion) => (
        <RuleOffer
          key={offer.rule.id}
          suggestion={offer}
          onAccept={() => bulk.accept(offer)}
          onDone={() => bulk.dismiss(offer)}
        />
      ))}
    </>
  );
}
