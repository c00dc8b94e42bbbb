import { redirect } from 'next/navigation';

// Any unknown path goes to /404 (spec §2).
export default function NotFound() {
  redirect('/404');
}
