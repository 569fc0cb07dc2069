import { AcceptInviteBodySchema } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useAcceptInvite } from '../api/accept-invite.ts';

/** The invited member's name and password; a good answer signs them in (`onSignedIn`). */
export function AcceptInviteForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (sessionToken: string) => void;
}) {
  const accept = useAcceptInvite(token);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = AcceptInviteBodySchema.safeParse({ name, password });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the form.');
      return;
    }
    setProblem(null);
    accept.mutate(parsed.data, {
      onSuccess: (answer) => onSignedIn(answer.token),
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <form
      aria-label="Accept the invitation"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField label="Your name">
        <input autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField label="Choose a password" hint="At least 8 characters.">
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      {problem ? <FormAlert tone="error" message={problem} /> : null}
      <button type="submit" className="btn btn-primary" disabled={accept.isPending}>
        Accept and sign in
      </button>
    </form>
  );
}
