import { StatusRoute, statusMetadata } from '@/components/status/status-route';

export const generateMetadata = () => statusMetadata('404');

export default function Status404Page() {
  return <StatusRoute status="404" />;
}
