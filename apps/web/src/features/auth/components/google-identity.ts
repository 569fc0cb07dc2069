/** The slice of Google Identity Services (accounts.google.com/gsi/client) this app uses. */
interface GoogleCredentialResponse {
  credential?: string;
}

interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: { theme?: string; size?: string; text?: string; width?: number; shape?: string },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleAccountsId> | null = null;

/** Loads Google's script once, and only on pages that show the button. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  if (window.google) return Promise.resolve(window.google.accounts.id);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google.accounts.id) : reject(new Error('no google'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Google sign-in could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}
