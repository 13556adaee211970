import { toast } from '@streamhub/web-kit';
import { apiErrorMessage } from './api-error';

/**
 * Runs an admin change and toasts its outcome (docs/product.md §8): the success message, else the API's error.
 * Never rejects; resolves to whether the change went through.
 */
export async function runWithToast<T>(
  change: () => Promise<T>,
  success: string | ((result: T) => string),
): Promise<boolean> {
  try {
    const result = await change();
    toast.success(typeof success === 'string' ? success : success(result));
    return true;
  } catch (error) {
    toast.error(apiErrorMessage(error));
    return false;
  }
}
