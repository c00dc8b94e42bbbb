import { redirect } from 'next/navigation';

// Any unknown path goes to /404 (docs/spec.md §2).
export default function NotFound() {
  redirect('/404');
}
