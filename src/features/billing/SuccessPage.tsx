import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../app/product.ts';
import { CenteredCard } from '../../app/ui/CenteredCard.tsx';

export function SuccessPage() {
  return (
    <CenteredCard title={`Welcome to ${PRODUCT_NAME}! 🎉`}>
      <p>Your 7-day free trial has started successfully</p>
      <Link to="/">Start Budgeting Now</Link>
    </CenteredCard>
  );
}
