import { CartPage } from '../../features/cart/components/cart-page.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function ShoppingCartPage() {
  useDocumentTitle('Shopping Cart');
  return <CartPage />;
}
