import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsProvider } from '../settings/SettingsProvider';
import { SETTINGS_STORAGE_KEY } from '../settings/settingsSchema';
import { AICashFlowProvider } from './AICashFlowProvider';
import { useAICashFlowContext } from './useAICashFlowContext';

function ConfiguredFlag() {
  const { isConfigured, useAI } = useAICashFlowContext();
  return <p>{`configured:${isConfigured} ai:${useAI}`}</p>;
}

function renderWithSettings() {
  return render(
    <SettingsProvider>
      <AICashFlowProvider transactions={[]} asOf="2024-06-15">
        <ConfiguredFlag />
      </AICashFlowProvider>
    </SettingsProvider>,
  );
}

function serverSays(available: boolean) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    expect(String(input)).toBe('/api/ai/status');
    return new Response(JSON.stringify({ available }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('AICashFlowProvider', () => {
  it('is configured by a key in Settings, and starts with AI off', async () => {
    serverSays(false);
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ api: { openRouterKey: 'sk-or-1' } }),
    );
    renderWithSettings();
    expect(screen.getByText('configured:true ai:false')).toBeInTheDocument();
  });

  it('is configured when the server proxies AI calls', async () => {
    const status = serverSays(true);
    renderWithSettings();
    await waitFor(() => expect(screen.getByText('configured:true ai:false')).toBeInTheDocument());
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('is not configured with neither', async () => {
    const status = serverSays(false);
    renderWithSettings();
    await waitFor(() => expect(status).toHaveBeenCalled());
    expect(screen.getByText('configured:false ai:false')).toBeInTheDocument();
  });
});
