import { StatusRoute, statusMetadata } from '@/components/status/status-route';

export const generateMetadata = () => statusMetadata('500');

export default function Status500Page() {
  return <StatusRoute status="500" />;
}
