/**
 * Lets the API layer send the admin to /login after a 401 without importing the router
 * (the router imports pages, which import the API).
 */
let unauthorizedHandler: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
};

export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

export function notifyUnauthorized(): void {
  unauthorizedHandler();
}
