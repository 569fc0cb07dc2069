import type { AdminWarrantyClaim } from '@shop/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { busyButtonProps } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { type ClaimDecision, useDecideWarrantyClaim } from '../api/warranty-claims-desk.ts';

type Choice = 'replacement' | 'repair' | 'decline';

interface ClaimDecisionFormProps {
  claim: AdminWarrantyClaim;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Approve with a $0 replacement or a repair note, or decline with a reason: the customer is told. */
export function ClaimDecisionForm({ claim, onDone, onCancel }: ClaimDecisionFormProps) {
  const decide = useDecideWarrantyClaim();
  const [choice, setChoice] = useState<Choice>('replacement');
  const [productId, setProductId] = useState(claim.replaceable[0]?._id ?? '');
  const [text, setText] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  function decision(): ClaimDecision {
    if (choice === 'decline') return { id: claim._id, action: 'decline', body: { reason: text } };
    return {
      id: claim._id,
      action: 'approve',
      body:
        choice === 'replacement'
          ? { resolution: 'replacement', productId }
          : { resolution: 'repair', note: text },
    };
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    decide.mutate(decision(), {
      onSuccess: (decided) =>
        onDone(
          decided.replacementOrder
            ? `Claim #W${decided.number} approved: replacement order #${decided.replacementOrder.orderNumber} is on the orders desk.`
            : `Claim #W${decided.number} ${decided.status}. The customer has been told.`,
        ),
    });
  }
  const choices: Array<[Choice, string]> = [
    ['replacement', 'Send a replacement at no charge'],
    ['repair', 'Approve a repair'],
    ['decline', 'Decline'],
  ];

  return (
    <section
      aria-labelledby="claim-decision-heading"
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="claim-decision-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Decide claim #W{claim.number}
      </h2>
      <p className="text-sm">
        {claim.customer.name} · {claim.productName}: “{claim.description}”
      </p>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Decision</legend>
          {choices.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                className="radio radio-sm"
                name="decision"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {choice === 'replacement' ? (
          <label className="flex flex-col gap-1">
            <span className="text-sm font-medium">Send</span>
            <select
              className="select w-full"
              value={productId}
              onChange={(event) => setProductId(event.target.value)}
            >
              {claim.replaceable.map((product) => (
                <option key={product._id} value={product._id}>
                  {product.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label className="flex flex-col gap-1">
            <span className="text-sm font-medium">
              {choice === 'repair' ? 'Repair note for the customer' : 'Reason for the customer'}
            </span>
            <textarea
              className="textarea w-full"
              rows={3}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
        )}
        <FormAlert tone="error" message={decide.isError ? decide.error.message : null} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" {...busyButtonProps(decide.isPending)}>
            {choice === 'decline' ? 'Decline claim' : 'Approve claim'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
