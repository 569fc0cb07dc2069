import type { Review } from '@shop/contract';
import { CustomerPhotoLink } from '../../../components/customer-photo.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { formatDay } from '../../../components/store-dates.ts';

/** One published review, with the shop's public answer under it. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="border-b border-base-300 py-4 last:border-b-0">
      <article aria-labelledby={`review-${review._id}`}>
        <StarRating average={review.rating} />
        <h3 id={`review-${review._id}`} className="mt-1 font-semibold">
          {review.title}
        </h3>
        <p className="text-sm text-base-content/70">
          {review.author}, verified buyer · {formatDay(review.createdAt.slice(0, 10))}
        </p>
        <p className="mt-2 whitespace-pre-line">{review.body}</p>
        {review.photoId ? (
          <div className="mt-2">
            <CustomerPhotoLink
              photoId={review.photoId}
              label={`Photo by ${review.author}`}
              isPublic
            />
          </div>
        ) : null}
        {review.reply ? (
          <div className="mt-3 rounded-box border-l-4 border-primary bg-base-200 p-3">
            <p className="text-sm font-semibold">Reply from ClearSpring</p>
            <p className="mt-1 whitespace-pre-line text-sm">{review.reply.body}</p>
          </div>
        ) : null}
      </article>
    </li>
  );
}
