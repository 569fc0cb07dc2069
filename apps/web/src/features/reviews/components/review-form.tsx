import { type MyReview, REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { CustomerPhotoLink } from '../../../components/customer-photo.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PhotoPicker } from '../../../components/photo-picker.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSignInPath } from '../../../lib/sign-in-redirect.ts';
import { useMyReview, useSaveReview } from '../api/my-review.ts';

const STATUS_NOTES: Record<MyReview['status'], string> = {
  pending: 'Your review waits for the shop to publish it.',
  published: 'Your review is published.',
  hidden: 'The shop has hidden your review.',
};

/**
 * A buyer's review form (`#write-review`, where the review request e-mail leads): stars as a
 * radio group, a title and a text. The server decides who may review (a delivered order of the
 * product) and says so; an author edits their own review here.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const { isSignedIn, isRestoring } = useSession();
  const signIn = useSignInPath();
  const mine = useMyReview(productId);
  if (isRestoring) return <div id="write-review" />;
  if (!isSignedIn) {
    return (
      <p id="write-review" className="mt-4">
        Bought this product?{' '}
        <Link to={signIn} className="link link-primary">
          Sign in to write a review
        </Link>
        .
      </p>
    );
  }
  if (mine.isPending) return <div id="write-review" />;
  return <Fields key={mine.data?._id ?? 'new'} productId={productId} review={mine.data ?? null} />;
}

function Fields({ productId, review }: { productId: string; review: MyReview | null }) {
  const save = useSaveReview(productId, review !== null);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [title, setTitle] = useState(review?.title ?? '');
  const [body, setBody] = useState(review?.body ?? '');
  const [done, setDone] = useState<string | null>(null);
  // undefined keeps the review's photo, an id replaces it, null takes it off.
  const [photoId, setPhotoId] = useState<string | null | undefined>(undefined);
  const [photoBusy, setPhotoBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    save.mutate(
      { rating, title, body, ...(photoId !== undefined ? { photoId } : {}) },
      { onSuccess: () => setDone('Thank you! Your review waits for the shop to publish it.') },
    );
  };
  const saved = save.data ?? review;
  return (
    <form
      id="write-review"
      onSubmit={submit}
      aria-labelledby="write-review-heading"
      className="card mt-6 border border-base-300 bg-base-100 p-4"
    >
      <h3 id="write-review-heading" className="text-lg font-semibold">
        {review ? 'Edit your review' : 'Write a review'}
      </h3>
      {saved && !done ? <p className="mt-1 text-sm">{STATUS_NOTES[saved.status]}</p> : null}
      <fieldset className="mt-3">
        <legend className="font-medium">Your rating</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="flex cursor-pointer items-center gap-1">
              <input
                type="radio"
                name="rating"
                value={stars}
                required
                checked={rating === stars}
                onChange={() => setRating(stars)}
                className="radio radio-sm"
              />
              <span>
                {stars} star{stars === 1 ? '' : 's'}{' '}
                <span aria-hidden="true" className="text-amber-600">
                  {'★'.repeat(stars)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-3 flex flex-col gap-1">
        <span className="font-medium">Title</span>
        <input
          className="input input-bordered w-full"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          maxLength={REVIEW_TITLE_MAX}
        />
      </label>
      <label className="mt-3 flex flex-col gap-1">
        <span className="font-medium">Your review</span>
        <textarea
          className="textarea textarea-bordered min-h-28 w-full"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          required
          maxLength={REVIEW_BODY_MAX}
        />
      </label>
      <div className="mt-3 flex flex-col gap-2">
        {saved?.photoId && photoId === undefined ? (
          <div className="flex items-center gap-3">
            <CustomerPhotoLink photoId={saved.photoId} label="Your review's photo" />
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => setPhotoId(null)}
            >
              Remove photo from the review
            </button>
          </div>
        ) : null}
        <PhotoPicker
          label={
            saved?.photoId
              ? 'Replace the review photo (optional)'
              : 'Photo for your review (optional)'
          }
          onChange={(id) => setPhotoId(id ?? undefined)}
          onBusyChange={setPhotoBusy}
        />
      </div>
      <div className="mt-4 flex flex-col gap-3">
        <FormAlert
          tone="error"
          message={save.isError ? serverMessage(save.error, 'Could not save your review.') : null}
        />
        <FormAlert tone="success" message={done} />
        <button
          type="submit"
          className="btn btn-primary self-start"
          disabled={save.isPending || photoBusy}
        >
          {review ? 'Save review' : 'Submit review'}
        </button>
      </div>
    </form>
  );
}
