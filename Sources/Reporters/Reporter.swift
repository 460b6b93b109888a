// Reporters
