import { StatusRoute, statusMetadata } from '@/components/status/status-route';

export const generateMetadata = () => statusMetadata('403');

export default function Status403Page() {
  return <StatusRoute status="403" />;
}
