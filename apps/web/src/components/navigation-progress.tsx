import { useNavigation } from 'react-router';

/** A thin bar under the header while a lazy route module or loader is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <progress
      className="progress progress-primary fixed top-0 left-0 z-[60] h-1 w-full rounded-none"
      aria-label="Loading page"
    />
  );
}
