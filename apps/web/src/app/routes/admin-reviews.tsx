import { can, REVIEW_STATUSES, type ReviewStatus } from '@shop/contract';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { AdminPageLinks, readPage } from '../../components/page-links.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useShopSettings } from '../../features/admin/api/shop-settings.ts';
import { useAdminReviews } from '../../features/admin-reviews/api/get-admin-reviews.ts';
import { ReviewCard } from '../../features/admin-reviews/components/review-card.tsx';
import { ReviewSettingsForm } from '../../features/admin-reviews/components/review-settings-form.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting',
  published: 'Published',
  hidden: 'Hidden',
};

/**
 * The review queue (decision 073): the owner publishes, hides and answers buyers' reviews, and
 * sets how long after delivery the review request e-mail goes out.
 */
export default function AdminReviewsPage() {
  useDocumentTitle('Reviews');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const given = params.get('status') as ReviewStatus | null;
  const status = given && REVIEW_STATUSES.includes(given) ? given : 'pending';
  const page = readPage(params);
  const reviews = useAdminReviews({ status, page, pageSize: 20 });
  const canModerate = can(user?.staffRole, 'reviews:moderate');
  const isOwner = can(user?.staffRole, 'settings:manage');
  const settings = useShopSettings(isOwner);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-3xl font-bold tracking-tight">Reviews</h1>
      <p className="text-base-content/80">
        Reviews from customers who received the product. Nothing shows on the shop until you publish
        it; a review with a link or an e-mail address is held back and says so.
      </p>
      <nav aria-label="Review status" className="join self-start">
        {REVIEW_STATUSES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={`btn btn-sm join-item ${choice === status ? 'btn-primary' : ''}`}
            aria-pressed={choice === status}
            onClick={() => setParams({ status: choice })}
          >
            {STATUS_LABELS[choice]}
          </button>
        ))}
      </nav>
      {reviews.isPending ? <PageLoading label="Loading reviews…" /> : null}
      {reviews.isError ? <FormAlert tone="error" message={reviews.error.message} /> : null}
      {reviews.data ? (
        <>
          {reviews.data.items.length === 0 ? (
            <p className="rounded-box border border-base-300 p-6 text-center">
              No {STATUS_LABELS[status].toLowerCase()} reviews.
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {reviews.data.items.map((review) => (
                <ReviewCard key={review._id} review={review} canModerate={canModerate} />
              ))}
            </ul>
          )}
          <AdminPageLinks label="Review pages" data={reviews.data} />
        </>
      ) : null}
      {settings.data ? (
        <section aria-labelledby="review-settings-heading" className="flex flex-col gap-2">
          <h2 id="review-settings-heading" className="text-lg font-semibold">
            Review settings
          </h2>
          <ReviewSettingsForm settings={settings.data} />
        </section>
      ) : null}
    </div>
  );
}
