import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Smooth scroll to the top on every path change (docs/product.md §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
