import type { AdminReview } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { CustomerPhotoLink } from '../../../components/customer-photo.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { useMomentDates } from '../../../components/store-dates.ts';
import { serverMessage } from '../../../lib/error-message.ts';
import { productPath } from '../../../lib/paths.ts';
import { useModerateReview } from '../api/moderate-review.ts';

const STATUS_BADGES: Record<AdminReview['status'], string> = {
  pending: 'badge-warning',
  published: 'badge-success',
  hidden: 'badge-ghost',
};

/** One review in the queue: what the buyer wrote, why it was held back, and the owner's actions. */
export function ReviewCard({ review, canModerate }: { review: AdminReview; canModerate: boolean }) {
  const dates = useMomentDates();
  const moderate = useModerateReview();
  const [reply, setReply] = useState(review.reply?.body ?? '');
  const replyId = `reply-${review._id}`;
  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    moderate.mutate({ id: review._id, action: 'reply', body: reply });
  };
  return (
    <li className="card border border-base-300 bg-base-100 p-4">
      <article aria-labelledby={`title-${review._id}`} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`badge ${STATUS_BADGES[review.status]}`}>{review.status}</span>
          <StarRating average={review.rating} />
          <a href={productPath(review.product._id)} className="link text-sm">
            {review.product.name}
          </a>
        </div>
        <h2 id={`title-${review._id}`} className="font-semibold">
          {review.title}
        </h2>
        <p className="whitespace-pre-line">{review.body}</p>
        {review.photoId ? (
          <CustomerPhotoLink
            photoId={review.photoId}
            label={`Photo of the review ${review.title}`}
          />
        ) : null}
        <p className="text-sm text-base-content/70">
          {review.customer.name}
          {review.customer.email ? ` (${review.customer.email})` : ''} ·{' '}
          {dates.dateTime(review.createdAt)}
        </p>
        {review.heldReason ? (
          <p className="alert border-warning/60 bg-warning/15 text-sm">
            Held back for you: {review.heldReason} Publish it only if the link or address is
            harmless.
          </p>
        ) : null}
        {canModerate ? (
          <>
            <div className="flex flex-wrap gap-2">
              {review.status !== 'published' ? (
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  disabled={moderate.isPending}
                  onClick={() => moderate.mutate({ id: review._id, action: 'publish' })}
                >
                  Publish
                </button>
              ) : null}
              {review.status !== 'hidden' ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={moderate.isPending}
                  onClick={() => moderate.mutate({ id: review._id, action: 'hide' })}
                >
                  Hide
                </button>
              ) : null}
            </div>
            <form onSubmit={sendReply} className="flex flex-col gap-2">
              <label htmlFor={replyId} className="text-sm font-medium">
                Public reply
              </label>
              <textarea
                id={replyId}
                className="textarea textarea-bordered w-full"
                value={reply}
                onChange={(event) => setReply(event.target.value)}
                required
              />
              <button type="submit" className="btn btn-sm self-start" disabled={moderate.isPending}>
                {review.reply ? 'Update reply' : 'Post reply'}
              </button>
            </form>
          </>
        ) : review.reply ? (
          <p className="text-sm">Reply: {review.reply.body}</p>
        ) : null}
        <FormAlert
          tone="error"
          message={moderate.isError ? serverMessage(moderate.error, 'That did not work.') : null}
        />
      </article>
    </li>
  );
}
