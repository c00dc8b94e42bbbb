/** The BFF keeps the session on the assistant token's 401 only as the embedded service marks it; both name it alike. */
import * as app from '@/lib/assistant/token-refusal';
import { DEFAULT_COZE_API_BASE as appDefault } from '@/lib/assistant/connect-sources';
import * as service from '../blade/services/coze/routes';
import { DEFAULT_COZE_API_BASE as serviceDefault } from '../blade/services/coze/config';

describe('assistant contract', () => {
  it('the assistant path, its refusal header and the Coze default host are the same on both sides', () => {
    expect(service.ASSISTANT_PATH).toBe(app.ASSISTANT_PATH);
    expect(service.TOKEN_REFUSED_HEADER).toBe(app.TOKEN_REFUSED_HEADER);
    expect(serviceDefault).toBe(appDefault);
  });
});
