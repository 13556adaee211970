import { toast } from '@streamhub/web-kit';
import type { AppDispatch } from '../../app/store';
import { apiErrorMessage } from '../../shared/api-error';
import { signedIn } from '../../shared/auth/session-slice';
import { authApi } from './auth-api';

/** Takes the one-time code the viewer app put in the fragment, and removes it from the address at once. */
export function takeHandoffCode(location: Location, history: History): string | null {
  const code = new URLSearchParams(location.hash.replace(/^#/, '')).get('handoff');
  if (code === null) return null;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return code;
}

/**
 * An admin who came from the viewer app's Admin link is signed in here with the code it carried
 * (for this browser session only). A used or expired code leaves the app on its sign-in page.
 */
export async function signInWithHandoff(code: string, dispatch: AppDispatch): Promise<void> {
  try {
    const result = await dispatch(
      authApi.endpoints.authRedeemHandoff.initiate({ redeemHandoffDto: { code } }),
    ).unwrap();
    dispatch(signedIn({ result, remember: false }));
  } catch (error) {
    toast.error(apiErrorMessage(error));
  }
}
