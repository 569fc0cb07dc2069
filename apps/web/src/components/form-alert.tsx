import { CircleAlert, CircleCheck } from 'lucide-react';
import type { Ref } from 'react';

interface FormAlertProps {
  /** error: announced at once (role alert); success: announced politely (role status). */
  tone: 'error' | 'success' | 'info';
  message: string | null | undefined;
  id?: string;
  /**
   * For a line the presser's focus is moved to once an action is done (issue 40.19): it can then
   * take focus from script (tabIndex -1) without becoming a tab stop.
   */
  ref?: Ref<HTMLParagraphElement>;
}

/** The one line a form says about its outcome. Renders nothing without a message. */
export function FormAlert({ tone, message, id, ref }: FormAlertProps) {
  if (!message) return null;
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  // Tinted background with body-coloured text: daisyUI's soft alerts colour the text itself,
  // which fails contrast for the lighter success and info hues.
  const toneClass = {
    error: 'border-error/50 bg-error/10 [&>svg]:text-error',
    success: 'border-success/60 bg-success/15 [&>svg]:text-success-content',
    info: 'border-info/60 bg-info/15 [&>svg]:text-info-content',
  }[tone];
  return (
    <p
      id={id}
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`alert ${toneClass} text-sm text-base-content`}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
