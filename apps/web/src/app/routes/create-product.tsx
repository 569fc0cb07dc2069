import type { ProductCard } from '@shop/contract';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { SessionPending } from '../../components/session-pending.tsx';
import { BackOfficeNoAccess } from '../../features/admin/components/back-office-no-access.tsx';
import { useProduct } from '../../features/products/api/get-product.ts';
import { ProductForm } from '../../features/products/form/product-form.tsx';
import { adminPaths } from '../../lib/admin-paths.ts';
import { productPath } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { useSignInPath } from '../../lib/sign-in-redirect.ts';
import { useCan } from '../../lib/use-can.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export default function CreateProductPage() {
  const editing = (useLocation().state as { product?: ProductCard } | null)?.product;
  const { isSignedIn, isRestoring, isAdmin, user, userLoadFailed } = useSession();
  const may = useCan();
  // A staff member whose role may not change the catalogue gets the back office's own refusal.
  const refused = isAdmin && !may('products:write');
  const title = refused ? 'No access' : editing ? 'Edit Product' : 'Create Product';
  usePageMeta(title, 'Add or change a product of the ClearSpring Water catalogue (admins only).');
  const signIn = useSignInPath();

  if (isRestoring) return <SessionPending title={title} needs="Back office needs JavaScript" />;
  if (!isSignedIn) return <Navigate to={signIn} replace />;
  if (!user && !userLoadFailed) return <PageLoading label="Checking your account…" />;
  if (refused) return <BackOfficeNoAccess prefer={adminPaths.products} />;

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{title}</h1>
      {isAdmin ? (
        <FormFor productId={editing?._id} />
      ) : (
        <p role="alert" className="alert alert-error alert-soft">
          Access denied. Admin privileges required.
        </p>
      )}
    </section>
  );
}

function FormFor({ productId }: { productId?: string }) {
  const navigate = useNavigate();
  const product = useProduct(productId);
  const onSaved = (saved: { _id: string }) => navigate(productPath(saved._id), { replace: true });

  if (!productId) return <ProductForm onSaved={onSaved} />;
  if (product.isError) {
    return (
      <p role="alert" className="alert alert-error alert-soft">
        The product could not be loaded: {product.error.message}
      </p>
    );
  }
  if (product.data === null) {
    return (
      <p role="alert" className="alert alert-error alert-soft">
        The product could not be loaded: Product not found.
      </p>
    );
  }
  if (!product.data) return <PageLoading label="Loading Product..." />;
  return <ProductForm key={product.data._id} product={product.data} onSaved={onSaved} />;
}
